package session

import (
	"time"

	"tigris/ai"
	"tigris/ai/reach"
	"tigris/game"
)

// bench is the bots of a game and their thinking: the seat's bot deciding now, an Expert thinking
// ahead while another seat decides, and where they think (goroutines, the frames' slices on a
// single-threaded host, or a bot host away from the screen's thread).
type bench struct {
	bots     []*ai.Bot // a bot for each seat a bot plays, nil for a person's
	host     BotHost   // nil: the bots think here
	thinking bool
	thinkAt  time.Time // when the thinking bot began
	lastMove time.Time // when the latest decision was applied: the next bot's waits BotDelay after it
	heldTill time.Time // no bot's decision is applied before it: a person reads what happened (HoldBots)
	// pondering is the Expert thinking ahead, if any; ponderedAt is Moves+1 when the latest
	// pondering began, so one position is pondered once
	pondering  *ponderJob
	ponderedAt int
	slices     *slicer // the frames' slices bots think in, on a single-threaded host
	game       int     // this session's number, for the bot host
	hosted     bool    // the thinking bot thinks through the host
	result     chan game.Move
	reach      *reach.Reach // where an Expert's searches here are measured (nil: nowhere)
}

// newBench is the bench of a session of cfg, with no bots seated yet.
func newBench(cfg Config) bench {
	b := bench{host: cfg.Bots, result: make(chan game.Move, 1), reach: cfg.Reach}
	if cfg.Bots != nil {
		b.game = cfg.Bots.Game()
	}
	if cfg.Sliced {
		b.slices = newSlicer()
	}
	return b
}

// Think runs the frame's slice of what is being thought on a single-threaded host (a hint asked
// of a session whose decisions come from elsewhere, which has no Poll of its own); elsewhere the
// thinking has its own goroutine and this does nothing.
func (b *bench) Think() {
	if b.slices != nil {
		b.slices.run(sliceBudget)
	}
}

// Thinking reports that a bot is deciding.
func (b *bench) Thinking() bool { return b.thinking }

// ThinkingFor is how long the bot deciding has been at it (zero when none is).
func (b *bench) ThinkingFor(now time.Time) time.Duration {
	if !b.thinking {
		return 0
	}
	return now.Sub(b.thinkAt)
}

// run starts a bot's thinking: on its own goroutine, and in the frames' slices where the host
// has one thread (slices is set there).
func (b *bench) run(work func(yield func())) {
	if b.slices != nil {
		b.slices.think(work)
		return
	}
	go work(nil)
}

// hostOK reports that bots may think through the host now.
func (b *bench) hostOK() bool { return b.host != nil && !b.host.Failed() }

// decide runs seat p's bot, which owes the decision in st: it starts it thinking, and gives its
// choice once it is ready and delay has passed since the last decision. moves and seats are the
// game's, for the Expert pondering meanwhile.
func (b *bench) decide(now time.Time, st *game.State, p, moves int, seats []Seat, delay time.Duration) (game.Move, bool) {
	if !b.thinking && b.pondersFor(p) {
		b.tendPonder(st, moves, seats)
		return game.Move{}, false // it decides once it has stopped pondering
	}
	if b.thinking && b.hosted && b.host.Failed() {
		b.thinking = false // asked again on this thread below: the host will not answer
	}
	if !b.thinking {
		b.start(now, st, p)
		if !b.hosted {
			b.tendPonder(st, moves, seats)
		}
		return game.Move{}, false
	}
	b.tendPonder(st, moves, seats)
	if now.Sub(b.lastMove) < delay || now.Before(b.heldTill) {
		return game.Move{}, false // the bot thinks meanwhile; its choice waits
	}
	select {
	case m := <-b.result:
		b.thinking = false
		return m, true
	default:
		return game.Move{}, false
	}
}

// HoldBots keeps the bots' decisions from being applied before until (the zero time: no longer),
// while a person reads what just happened on the board; they think meanwhile. A hold has an end:
// a bots' game never waits for a person for ever.
func (b *bench) HoldBots(until time.Time) { b.heldTill = until }

// start sets seat p's bot thinking on its view of st: through the host if it answers, else here.
func (b *bench) start(now time.Time, st *game.State, p int) {
	b.thinking, b.thinkAt = true, now
	v := st.ViewFor(p)
	bot := b.bots[p]
	if b.hosted = b.hostOK(); b.hosted {
		b.host.Choose(b.game, p, bot, v, b.result)
		return
	}
	rc := b.reach
	b.run(func(yield func()) {
		bot.Yield = yield
		bot.LastIterations, bot.LastPondered = 0, 0
		t0 := time.Now()
		m := bot.Choose(v)
		if rc != nil && bot.Level == ai.Expert {
			rc.Add(reach.Decision{Iterations: bot.LastIterations, Pondered: bot.LastPondered,
				Full: reach.Full(bot, len(v.Players)), Took: time.Since(t0), Cap: bot.Think})
		}
		b.result <- m
	})
}
