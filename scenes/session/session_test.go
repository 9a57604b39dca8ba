package session

import (
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
)

func mustSession(t *testing.T, cfg Config) *Session {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func position(t *testing.T, text string) *game.State {
	t.Helper()
	st, err := game.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

const twoHumans = `
players archer bull
turn archer
board
  .. .. .. .. ~~ ~~ ~~ ~~ ~~ .. r* .. ~~ .. .. ..
  .. r* .. .. ~~ .. .. .. .. .. .. .. ~~ .. .. r*
  .. .. .. ~~ ~~ r* .. .. .. .. .. .. ~~ ~~ .. ..
  ~~ ~~ ~~ ~~ .. .. .. .. .. .. .. .. .. ~~ ~~ ~~
  .. .. .. .. .. Ak r. .. .. .. .. .. .. r* ~~ ~~
  .. .. .. .. .. .. .. .. .. .. .. .. .. .. ~~ ..
  ~~ ~~ ~~ ~~ .. .. .. .. r* .. .. .. ~~ ~~ ~~ ..
  .. r* .. ~~ ~~ ~~ ~~ .. .. .. .. .. ~~ .. .. ..
  .. .. .. .. .. .. ~~ ~~ ~~ ~~ ~~ ~~ ~~ .. r* ..
  .. .. .. .. .. r* .. .. .. .. .. .. .. .. .. ..
  .. .. .. .. .. .. .. .. .. .. r* .. .. .. .. ..
hand archer rrbkgg
hand bull rrbbkk
bag rrbbggkkrrbbggkk
`

// A drop on an illegal space gives the rules' reason and changes nothing; a legal drop plays.
func TestDropRefusedWithReason(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}},
		Start: position(t, twoHumans)})
	s.Ready()
	before := s.State().Clone()
	err := s.Drop(Piece{Kind: HandTile, Color: game.Blue}, mustSpace("H5"))
	if err == nil || !strings.Contains(err.Error(), "river") {
		t.Fatalf("a farm on land: %v", err)
	}
	if !s.State().Equal(before) {
		t.Fatal("a refused drop changed the game")
	}
	targets := s.Targets(Piece{Kind: HandTile, Color: game.Green})
	if !contains(targets, mustSpace("H5")) || contains(targets, mustSpace("E1")) {
		t.Fatalf("market targets wrong: %v", targets)
	}
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Green}, mustSpace("H5")); err != nil {
		t.Fatal(err)
	}
	if got := s.Log()[len(s.Log())-1]; got != "Archer places a market at H5; +1 green to Archer: no trader here, so Archer's king takes it" {
		t.Fatalf("log line %q", got)
	}
	// dragging the king off the board withdraws it
	if err := s.Drop(Piece{Kind: BoardLeader, Color: game.Black}, -1); err != nil {
		t.Fatal(err)
	}
	if s.State().Player(0).Leaders[game.Black] != -1 {
		t.Fatal("the king was not withdrawn")
	}
}

// Hot-seat: after Archer's turn the next human must say "ready" before anything private shows.
func TestHotSeatHandoff(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}},
		Start: position(t, twoHumans)})
	if s.Viewer() != -1 || !s.NeedsHandoff() {
		t.Fatal("a hot-seat game should start behind the hand-off screen")
	}
	s.Ready()
	if s.Viewer() != 0 || !s.HumanToDecide() {
		t.Fatal("archer should see his view after ready")
	}
	if err := s.Try(game.PassMove()); err != nil {
		t.Fatal(err)
	}
	if !s.NeedsHandoff() || s.View() != nil || s.HumanToDecide() {
		t.Fatal("bull's turn must start behind the hand-off screen")
	}
	if err := s.Try(game.PassMove()); err == nil {
		t.Fatal("a move was taken during the hand-off")
	}
	s.Ready()
	if s.Viewer() != 1 || s.View().Me != 1 {
		t.Fatal("bull should now see his own view")
	}
}

// One human against bots: no hand-off, the human's view stays on screen, the bots play in turn.
func TestBotsPlayOffTheUIGoroutine(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}},
		Start: position(t, twoHumans)})
	if s.NeedsHandoff() || s.Viewer() != 0 {
		t.Fatal("one human needs no hand-off")
	}
	if err := s.Try(game.PassMove()); err != nil {
		t.Fatal(err)
	}
	poll.Within(10*time.Second, func() bool { s.Poll(time.Now()); return s.HumanToDecide() })
	if !s.HumanToDecide() || s.Pending().Player != 0 {
		t.Fatalf("the bot did not finish its turn: pending %v, over %v\n%s", s.Pending(), s.State().Over(), strings.Join(s.Log(), "\n"))
	}
	if s.Viewer() != 0 {
		t.Fatal("the human's view should stay on screen")
	}
}

// A whole bot-only game runs to the end through Poll.
func TestBotOnlyGameEnds(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Pot, Level: ai.Random}, {Dynasty: game.Lion, Level: ai.Random}, {Dynasty: game.Bull, Level: ai.Easy}},
		Seed: 5})
	poll.Until(t, time.Minute, "the game's end", func() bool { s.Poll(time.Now()); return s.State().Over() })
	if s.Viewer() != -1 {
		t.Fatal("a bot-only game shows nobody's private view")
	}
}

// Every dialog option is a legal choice, and dialogs say what is at stake.
func TestDialogs(t *testing.T) {
	st := position(t, strings.Replace(twoHumans, "Ak r. ..", "Ak r. Br", 1))
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: st})
	s.Ready()
	// Archer's priest joins Bull's: a revolt; Archer must decide his commit
	if err := s.Drop(Piece{Kind: SupplyLeader, Color: game.Red}, mustSpace("G4")); err != nil {
		t.Fatal(err)
	}
	d, ok := s.Dialog()
	if !ok || !strings.Contains(d.Title, "commit temples") {
		t.Fatalf("no commit dialog: %+v", d)
	}
	if len(d.Options) != 3 || !strings.Contains(strings.Join(d.Lines, " "), "Archer 1, Bull 1") {
		t.Fatalf("commit dialog: %+v", d)
	}
	for _, o := range d.Options {
		if err := s.State().Legal(o.Move); err != nil {
			t.Fatalf("option %q is illegal: %v", o.Label, err)
		}
	}
	if err := s.Try(d.Options[2].Move); err != nil {
		t.Fatal(err)
	}
	if !s.NeedsHandoff() || s.HandoffTo() != 1 {
		t.Fatal("the defender must take the machine to commit")
	}
}

func mustSpace(s string) int {
	i, err := game.ParseSpace(s)
	if err != nil {
		panic(err)
	}
	return i
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// A bot's generator gives its seed back to whoever sees its choices: bots in games against people
// are seeded from the system's random source, never from the deal's seed (same deal, other seeds).
func TestBotSeedsAreNotTheDeals(t *testing.T) {
	cfg := Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 7}
	a, b := mustSession(t, cfg), mustSession(t, cfg)
	if a.bots[1].Seed() == b.bots[1].Seed() {
		t.Fatal("two games of one deal gave their bot the same seed: it comes from the deal")
	}
	for _, s := range []*Session{a, b} {
		if seed := s.bots[1].Seed(); seed == 7 || seed == 7*7919+2 {
			t.Fatalf("the bot's seed %d is the deal's", seed)
		}
	}
}

// Hot seat with a bot between two humans: while the bot decides, neither human's hand or points
// is on screen (the machine may already be with the next human), and the next human gets the
// hand-off screen.
func TestBotTurnHidesTheLastHuman(t *testing.T) {
	var s *Session
	for seed := uint64(1); s == nil || s.Pending().Player != 0; seed++ { // Archer, a human, starts
		s = mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy},
			{Dynasty: game.Pot, Human: true}}, Seed: seed, BotDelay: time.Nanosecond})
	}
	for guard := 0; guard < 50 && (s.NeedsHandoff() || s.HumanToDecide()); guard++ {
		if s.NeedsHandoff() {
			s.Ready()
			continue
		}
		if err := s.Try(game.PassMove()); err != nil {
			t.Fatal(err)
		}
	}
	if s.HumanToDecide() || s.State().Over() || s.Seats()[s.Pending().Player].Human {
		t.Fatalf("expected the bot's decision, pending %+v", s.Pending())
	}
	if s.Viewer() != -1 || s.View() != nil {
		t.Fatalf("during the bot's turn the screen shows seat %d's hand and points", s.Viewer())
	}
	poll.Until(t, 10*time.Second, "the next human to be asked to take the machine", func() bool { s.Poll(time.Now()); return s.NeedsHandoff() })
}

// A game's log is never an empty box: before any decision its first line says who begins (drawn
// by lot), how many play, the map and the options on; after a decision it stays the first line.
func TestLogOpensWithWhoBegins(t *testing.T) {
	seats := []Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}, {Dynasty: game.Pot, Level: ai.Easy}}
	s := mustSession(t, Config{Seats: seats, Seed: 4, Options: game.Options{Map: game.AdvancedMap, Wonder: true}})
	want := s.Name(s.State().Turn()) + " begins · 3 players · advanced map · wonder"
	if log := s.Log(); len(log) != 1 || log[0] != want {
		t.Fatalf("the log at the start: %q, want [%q]", log, want)
	}
	poll.Until(t, time.Minute, "a decision", func() bool { s.Poll(time.Now().Add(time.Hour)); return s.Moves > 0 || s.HumanToDecide() })
	if s.HumanToDecide() {
		if err := s.Try(game.PassMove()); err != nil {
			t.Fatal(err)
		}
	}
	if log := s.Log(); len(log) < 2 || log[0] != want {
		t.Fatalf("the log after a decision: %q", log)
	}
}
