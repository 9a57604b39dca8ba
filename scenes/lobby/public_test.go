package lobby

import (
	"strings"
	"sync"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/server"
	"tigris/online/server/servertest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// handClock is the server's clock moved by the test: the quick match's wait ends when the test
// says, and the test knows when somebody waits (the server set the wait's timer).
type handClock struct {
	mu     sync.Mutex
	next   int
	timers map[int]func()
}

func (c *handClock) Now() time.Time { return time.Now() }

func (c *handClock) AfterFunc(d time.Duration, f func()) func() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if d < 20*time.Second || d > time.Minute { // the quick match's wait only; others never fire
		return func() {}
	}
	if c.timers == nil {
		c.timers = map[int]func(){}
	}
	c.next++
	i := c.next
	c.timers[i] = f
	return func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		delete(c.timers, i)
	}
}

// waiting is how many waits run now.
func (c *handClock) waiting() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.timers)
}

// end ends every wait running.
func (c *handClock) end() {
	c.mu.Lock()
	fs := c.timers
	c.timers = nil
	c.mu.Unlock()
	for _, f := range fs {
		f()
	}
}

func startServerClock(t *testing.T) (string, *handClock) {
	t.Helper()
	clock := &handClock{}
	return servertest.Start(t, func(c *server.Config) { c.Clock = clock }), clock
}

// frames takes the public lobby's answers until done.
func frames(t *testing.T, p *Public, what string, done func() bool) {
	t.Helper()
	poll.Until(t, 20*time.Second, what, func() bool {
		p.TakePublic()
		return done()
	})
}

// A public game is listed with its map, options, seats and time per turn; a tap takes its open
// seat, which is kept on the device and opened; the game then leaves the list. A game made
// without Public is not listed.
func TestPublicGameListedAndTaken(t *testing.T) {
	base := servertest.Start(t)
	a := New(storage.NewMemory())
	a.Create(base, "Anna") // unlisted
	answered(t, a)
	a.Ticket = nil
	a.Options.Public = true
	a.NextMap()
	a.ToggleOption(0) // buildings
	a.TurnTime = 3    // an hour
	a.Create(base, "Anna")
	answered(t, a)
	if a.Err != "" || a.Ticket == nil {
		t.Fatalf("not created: %q", a.Err)
	}

	b := New(storage.NewMemory())
	p := NewPublic(b)
	p.List(base)
	frames(t, p, "the list", func() bool { return p.ListedFor == base })
	if len(p.Games) != 1 {
		t.Fatalf("listed %d games, want the public one only: %+v", len(p.Games), p.Games)
	}
	g := p.Games[0]
	if MapWords(g) != "Advanced map · Buildings" || SeatsWords(g) != "Anna, open seat" || TurnLimitWords(g.TurnLimit) != "1 hour a decision" {
		t.Fatalf("the row says %q / %q / %q", MapWords(g), SeatsWords(g), TurnLimitWords(g.TurnLimit))
	}
	p.TakeSeat(base, 0, "")
	if p.Err == "" || p.Taking {
		t.Fatal("a seat was asked for without a name")
	}
	p.TakeSeat(base, 0, "Bo")
	frames(t, p, "the seat", func() bool { return !p.Taking })
	if p.Err != "" || b.Open == nil || b.Open.Game != a.Ticket.Game || b.Open.Seat != 1 {
		t.Fatalf("taking: err %q, open %+v", p.Err, b.Open)
	}
	kept, _ := settings.LoadOnline(b.Store)
	if len(kept.Seats) != 1 || kept.Seats[0].Token == "" || kept.Name != "Bo" {
		t.Fatalf("the seat was not kept: %+v", kept)
	}
	p.List(base)
	frames(t, p, "the list again", func() bool { return !p.Listing })
	if len(p.Games) != 0 {
		t.Fatalf("a full game is still listed: %+v", p.Games)
	}
}

// Two people asking for the next person are seated in one 2-player live game, each opening it.
// One asking alone waits; once the server's wait ends, bots are offered while the wait goes on,
// and a bot's game opens at once. Stopping a wait takes the player out of the queue.
func TestQuickMatch(t *testing.T) {
	base, clock := startServerClock(t)
	a, b := New(storage.NewMemory()), New(storage.NewMemory())
	pa, pb := NewPublic(a), NewPublic(b)
	pa.StartQuick(base, "Anna")
	if pa.Quick != QuickWaiting || !strings.HasPrefix(pa.QuickWords(time.Now()), "Waiting for the next player") {
		t.Fatalf("not waiting: %v %q", pa.Quick, pa.QuickWords(time.Now()))
	}
	poll.Until(t, 10*time.Second, "Anna queued", func() bool { return clock.waiting() == 1 })
	pb.StartQuick(base, "Bo")
	frames(t, pb, "Bo's seat", func() bool { return b.Open != nil || pb.Err != "" })
	frames(t, pa, "Anna's seat", func() bool { return a.Open != nil || pa.Err != "" })
	if a.Open == nil || b.Open == nil || a.Open.Game != b.Open.Game || a.Open.Seat == b.Open.Seat || pa.Quick != QuickIdle {
		t.Fatalf("not paired: %+v %+v (%q %q)", a.Open, b.Open, pa.Err, pb.Err)
	}

	c := New(storage.NewMemory())
	pc := NewPublic(c)
	pc.StartQuick(base, "Cy")
	poll.Until(t, 10*time.Second, "Cy queued", func() bool { return clock.waiting() == 1 })
	clock.end()
	frames(t, pc, "the bots offered", func() bool { return pc.Quick == QuickOffered })
	if len(pc.Bots) == 0 || !strings.Contains(pc.QuickWords(time.Now()), "play a bot now") {
		t.Fatalf("offered %v, saying %q", pc.Bots, pc.QuickWords(time.Now()))
	}
	poll.Until(t, 10*time.Second, "Cy waiting on", func() bool { return clock.waiting() == 1 })
	pc.PlayBot(base, "Cy", pc.Bots[0])
	frames(t, pc, "the bot's game", func() bool { return c.Open != nil || pc.Err != "" })
	if c.Open == nil || pc.Err != "" {
		t.Fatalf("no game against the bot: %q", pc.Err)
	}

	d := New(storage.NewMemory())
	pd := NewPublic(d)
	pd.StartQuick(base, "Dee")
	poll.Until(t, 10*time.Second, "Dee queued", func() bool { return clock.waiting() == 1 })
	pd.StopQuick()
	poll.Until(t, 10*time.Second, "Dee out of the queue", func() bool { return clock.waiting() == 0 })
	if pd.Quick != QuickIdle || d.Open != nil {
		t.Fatalf("stopping: %v %+v", pd.Quick, d.Open)
	}
}
