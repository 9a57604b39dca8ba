package session

import (
	"sync/atomic"

	"tigris/ai"
	"tigris/game"
)

// ponderJob is an Expert bot thinking ahead while another seat decides (see ai.Bot.Ponder).
type ponderJob struct {
	seat  int
	moves int // s.Moves when it began: any decision applied or undone since ends it
	stop  atomic.Bool
	halt  func() // ends a pondering on the bot host
	done  <-chan struct{}
}

// end asks the pondering to stop at its next chance.
func (j *ponderJob) end() {
	if !j.stop.Swap(true) && j.halt != nil {
		j.halt()
	}
}

// tendPonder runs from Poll: it ends a pondering the game has moved past, and starts one for the
// next Expert bot to play while another seat decides. Where the host has one thread (the
// browser) an Expert ponders only while a person decides, so a thinking bot keeps every slice.
func (b *bench) tendPonder(st *game.State, moves int, seats []Seat) {
	if j := b.pondering; j != nil {
		select {
		case <-j.done:
			b.pondering = nil
		default:
			if j.halt != nil && b.host.Failed() {
				b.pondering = nil // the host will not say it ended
				break
			}
			if j.moves != moves || b.slices != nil && b.thinking {
				j.end()
			}
			return
		}
	}
	if st.Over() || b.ponderedAt == moves+1 {
		return
	}
	p := st.Pending().Player
	if b.slices != nil && !seats[p].Human {
		return
	}
	q := b.nextExpert(p, seats)
	if q < 0 {
		return
	}
	j := &ponderJob{seat: q, moves: moves}
	b.pondering, b.ponderedAt = j, moves+1
	bot, v := b.bots[q], st.ViewFor(q)
	if b.hostOK() {
		j.halt, j.done = b.host.Ponder(b.game, q, bot, v)
		return
	}
	done := make(chan struct{})
	j.done = done
	b.run(func(yield func()) {
		defer close(done)
		bot.Yield = yield
		bot.Ponder(v, j.stop.Load)
	})
}

// nextExpert is the first Expert bot after seat p in turn order, or -1.
func (b *bench) nextExpert(p int, seats []Seat) int {
	n := len(seats)
	for k := 1; k < n; k++ {
		q := (p + k) % n
		if !seats[q].Human && b.bots[q].Level == ai.Expert {
			return q
		}
	}
	return -1
}

// pondersFor reports that seat p's bot is still pondering: it must stop before it decides.
func (b *bench) pondersFor(p int) bool {
	j := b.pondering
	if j == nil || j.seat != p {
		return false
	}
	if j.halt != nil && b.host.Failed() {
		b.pondering = nil
		return false
	}
	j.end()
	return true
}
