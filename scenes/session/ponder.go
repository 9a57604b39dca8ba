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
func (s *Session) tendPonder(st *game.State) {
	if j := s.pondering; j != nil {
		select {
		case <-j.done:
			s.pondering = nil
		default:
			if j.halt != nil && s.cfg.Bots.Failed() {
				s.pondering = nil // the host will not say it ended
				break
			}
			if j.moves != s.Moves || s.slices != nil && s.thinking {
				j.end()
			}
			return
		}
	}
	if st.Over() || s.ponderedAt == s.Moves+1 {
		return
	}
	p := st.Pending().Player
	if s.slices != nil && !s.seats[p].Human {
		return
	}
	q := s.nextExpert(p)
	if q < 0 {
		return
	}
	j := &ponderJob{seat: q, moves: s.Moves}
	s.pondering, s.ponderedAt = j, s.Moves+1
	bot, v := s.bots[q], st.ViewFor(q)
	if s.hostOK() {
		j.halt, j.done = s.cfg.Bots.Ponder(s.game, q, bot, v)
		return
	}
	done := make(chan struct{})
	j.done = done
	s.run(func(yield func()) {
		defer close(done)
		bot.Yield = yield
		bot.Ponder(v, j.stop.Load)
	})
}

// nextExpert is the first Expert bot after seat p in turn order, or -1.
func (s *Session) nextExpert(p int) int {
	n := len(s.seats)
	for k := 1; k < n; k++ {
		q := (p + k) % n
		if !s.seats[q].Human && s.bots[q].Level == ai.Expert {
			return q
		}
	}
	return -1
}

// pondersFor reports that seat p's bot is still pondering: it must stop before it decides.
func (s *Session) pondersFor(p int) bool {
	j := s.pondering
	if j == nil || j.seat != p {
		return false
	}
	if j.halt != nil && s.cfg.Bots.Failed() {
		s.pondering = nil
		return false
	}
	j.end()
	return true
}
