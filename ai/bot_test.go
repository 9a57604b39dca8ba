package ai

import (
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"tigris/game"
)

var mixes = func() []game.Options {
	var out []game.Options
	for n := 2; n <= 4; n++ {
		for bits := 0; bits < 8; bits++ {
			out = append(out, game.Options{Map: game.MapID(bits % 2), Seats: game.FirstDynasties(n),
				English: bits&1 != 0, Buildings: bits&2 != 0, Wonder: bits&4 != 0})
		}
	}
	return out
}()

// playBots plays a whole game with one bot per seat and fails on any illegal choice.
func playBots(t *testing.T, o game.Options, seed uint64, levels []Level) *game.State {
	t.Helper()
	s, err := game.NewGame(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]*Bot, len(o.Seats))
	for i := range bots {
		bots[i] = New(levels[i%len(levels)], seed+uint64(i))
		bots[i].Iterations, bots[i].Iterations4 = 10, 10
	}
	for step := 0; !s.Over(); step++ {
		if step > 20000 {
			t.Fatal("the game did not end")
		}
		p := s.Pending().Player
		m := bots[p].Choose(s.ViewFor(p))
		if err := s.Play(m); err != nil {
			t.Fatalf("%v seed %d: %s bot chose the illegal %v at %v: %v\n%v", o, seed, bots[p].Level, m, s.Pending(), err, s)
		}
	}
	return s
}

// TestBotsNeverChooseIllegally: thousands of games of random bots over every option mix, and
// games mixing every level; the games are independent, so they are shared among parallel
// subtests, one a core.
func TestBotsNeverChooseIllegally(t *testing.T) {
	t.Parallel()
	games := 2000
	if testing.Short() {
		games = 200
	}
	workers := runtime.GOMAXPROCS(0)
	for w := range workers {
		t.Run(fmt.Sprintf("stripe%d", w), func(t *testing.T) {
			t.Parallel()
			for g := w; g < games; g += workers {
				playBots(t, mixes[g%len(mixes)], uint64(g), []Level{Random})
			}
			for g := w; g < 12; g += workers {
				playBots(t, mixes[(g*5)%len(mixes)], uint64(g), []Level{Hard, Medium, Easy, Random})
			}
		})
	}
}

// TestHardRepeatsItself: with an iteration budget and a seed the Hard level's choice is exact.
func TestHardRepeatsItself(t *testing.T) {
	t.Parallel()
	s, _ := game.NewGame(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull, game.Pot}, Buildings: true}, 9)
	rng := game.NewRNG(4)
	for i := 0; i < 40; i++ {
		m, _ := s.RandomMove(rng)
		_ = s.Play(m)
	}
	for k := 0; k < 5; k++ {
		v := s.ViewFor(s.Pending().Player)
		a, b := New(Hard, 77), New(Hard, 77)
		a.Iterations, b.Iterations = 40, 40
		a.Think, b.Think = 0, 0 // the budget alone: a busy machine must not cut one search short
		if ma, mb := a.Choose(v), b.Choose(v); ma != mb {
			t.Fatalf("the same seed and budget chose %v and %v", ma, mb)
		}
		m, _ := s.RandomMove(rng)
		_ = s.Play(m)
	}
}

// TestBotsSeeOnlyTheirView: games that differ only in what a seat may not know (others' hands,
// the bag's order) get the same choice from that seat's bot, at every level.
func TestBotsSeeOnlyTheirView(t *testing.T) {
	t.Parallel()
	for g := uint64(0); g < 8; g++ {
		s, _ := game.NewGame(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull}}, g)
		rng := game.NewRNG(g)
		for i := 0; i < int(10+g*7) && !s.Over(); i++ {
			m, _ := s.RandomMove(rng)
			_ = s.Play(m)
		}
		if s.Over() {
			continue
		}
		me := s.Pending().Player
		other, err := game.ParsePosition(s.String())
		if err != nil {
			t.Fatal(err)
		}
		// the same position, but the other seat's hand and the bag dealt differently
		alt := redealHidden(t, other, me, g)
		if !reflect.DeepEqual(other.ViewFor(me), alt.ViewFor(me)) {
			t.Fatal("redealing hidden tiles changed the seat's view")
		}
		if reflect.DeepEqual(other.ViewFor(1-me), alt.ViewFor(1-me)) {
			t.Fatal("the redeal changed nothing")
		}
		for _, lvl := range []Level{Random, Easy, Medium, Hard} {
			a, b := New(lvl, 5), New(lvl, 5)
			a.Iterations, b.Iterations = 60, 60
			a.Think, b.Think = 0, 0 // iterations alone bound it: a time cap cut at a busy moment would differ
			if ma, mb := a.Choose(other.ViewFor(me)), b.Choose(alt.ViewFor(me)); ma != mb {
				t.Fatalf("%s chose %v and %v from the same view", lvl, ma, mb)
			}
		}
	}
}

// redealHidden swaps one tile between the other seat's hand and the bag, and reverses the bag,
// through the notation.
func redealHidden(t *testing.T, s *game.State, me int, seed uint64) *game.State {
	t.Helper()
	pl := s.Player(1 - me)
	handLine := "  hand " + pl.Dynasty.String() + " " + string(hand0(pl))
	lines := strings.Split(s.String(), "\n")
	var hand, bag []byte
	hi, bi := -1, -1
	for i, l := range lines {
		if l == handLine {
			hi, hand = i, hand0(pl)
		}
		if len(l) > 6 && l[:6] == "  bag " {
			bi, bag = i, []byte(l[6:])
		}
	}
	if hi < 0 || bi < 0 {
		t.Fatal("no hand or bag line in the printed position")
	}
	if len(bag) > 0 && len(hand) > 0 {
		j := int(seed) % len(bag)
		for k := 0; k < len(bag) && bag[j] == hand[0]; k++ {
			j = (j + 1) % len(bag) // a tile of another colour, so the other hand really changes
		}
		hand[0], bag[j] = bag[j], hand[0]
		for a, b := 0, len(bag)-1; a < b; a, b = a+1, b-1 {
			bag[a], bag[b] = bag[b], bag[a]
		}
	}
	lines[hi] = "  hand " + pl.Dynasty.String() + " " + string(hand)
	lines[bi] = "  bag " + string(bag)
	alt, err := game.ParsePosition(strings.Join(lines, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	return alt
}

func hand0(pl *game.Player) []byte {
	var h []byte
	for c := game.Color(0); c < game.NumColors; c++ {
		for i := 0; i < int(pl.Hand[c]); i++ {
			h = append(h, c.Letter())
		}
	}
	return h
}

// BenchmarkPlayout times one of Hard's playouts from an early middle-game position: a plan, the
// next seat's reply turn and the bot's own following turn. It reports playouts a second beside
// the time of one.
func BenchmarkPlayout(b *testing.B) {
	for _, n := range []int{2, 4} {
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			s := newGame(b, n, 3)
			rng := game.NewRNG(1)
			for i := 0; i < 30; i++ {
				m, _ := s.RandomMove(rng)
				_ = s.Play(m)
			}
			for s.Pending().Kind != game.DecideAction {
				m, _ := s.RandomMove(rng)
				_ = s.Play(m)
			}
			v := s.ViewFor(s.Pending().Player)
			bot := New(Hard, 1)
			moves := s.LegalMoves()
			for i := 0; b.Loop(); i++ {
				playout(v.Sample(bot.rng, shuffledScores(v, bot.rng)), v.Me, plan{first: moves[i%len(moves)]}, &Default)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}

// The arena's bot seeds repeat for a deal and seat, differ between seats, and are none of the
// simple functions of the deal's seed that one output of a bot would give back.
func TestSeedForHidesTheDeal(t *testing.T) {
	if SeedFor(5, 0) != SeedFor(5, 0) || SeedFor(5, 0) == SeedFor(5, 1) || SeedFor(5, 0) == SeedFor(6, 0) {
		t.Fatal("SeedFor does not repeat per deal and seat, or repeats across them")
	}
	for deal := uint64(0); deal < 1000; deal++ {
		for seat := 0; seat < 4; seat++ {
			s := SeedFor(deal, seat)
			if s == deal || s == deal+uint64(seat) || s == deal*31+uint64(seat) || s == deal*7919+uint64(seat)+1 {
				t.Fatalf("SeedFor(%d, %d) = %d is the deal's seed in disguise", deal, seat, s)
			}
		}
	}
}

// Bots never stall a game: these deals had two Easy bots pass turn after turn for ever (no tile
// drawn, the same position again and again) before a bot that passed two whole turns had to play
// a tile. Every one now ends.
func TestBotGamesAlwaysEnd(t *testing.T) {
	t.Parallel()
	easy, err := ParseEntrant("easy")
	if err != nil {
		t.Fatal(err)
	}
	lineup := []Entrant{easy, easy}
	for _, g := range []int{48, 74, 123, 170, 179, 184, 220, 237} {
		r := PlayArenaGame(game.Options{}, lineup, g, 1+uint64(g))
		if r.Err != nil || r.Stalled {
			t.Errorf("game %d (seed %d): stalled %v, %v", g, 1+g, r.Stalled, r.Err)
		}
	}
}

// Expert is Hard's search with more time, and is named like every level.
func TestExpertThinksLonger(t *testing.T) {
	l, err := ParseLevel("Expert")
	if err != nil || l != Expert || l.String() != "expert" {
		t.Fatalf("ParseLevel(Expert) = %v, %v", l, err)
	}
	if e, h := New(Expert, 1).Iterations, New(Hard, 1).Iterations; e < 4*h {
		t.Fatalf("Expert searches %d iterations a decision, Hard %d: Expert should search at least four times as far", e, h)
	}
	// with four players Expert searches as Hard: hardIterations4
	for _, l := range []Level{Hard, Expert} {
		if b := New(l, 1); b.budget(4) != hardIterations4 || b.budget(3) != b.Iterations || b.budget(2) != b.Iterations {
			t.Fatalf("%v's budgets: %d with 2 players, %d with 3, %d with 4", l, b.budget(2), b.budget(3), b.budget(4))
		}
	}
	if _, err := ParseLevel("grandmaster"); err == nil || !strings.Contains(err.Error(), "expert") {
		t.Fatalf("an unknown level's error should list the levels: %v", err)
	}
}

// Hard's guess of the rivals' points keeps the bot's own and gives each rival the same points in
// some order of colours, every order in time.
func TestShuffledScores(t *testing.T) {
	v := &game.View{Me: 1, Players: make([]game.PublicPlayer, 3), Score: [game.NumColors]int16{2, 5, 7, 11}}
	rng := game.NewRNG(3)
	lowest := map[int]bool{}
	for range 200 {
		g := shuffledScores(v, rng)
		if g[1] != v.Score {
			t.Fatalf("the bot's own points became %v", g[1])
		}
		for _, p := range []int{0, 2} {
			got := g[p]
			slices.Sort(got[:])
			if got != v.Score {
				t.Fatalf("seat %d's guess %v is not the bot's points in another order", p, g[p])
			}
			lowest[slices.Index(g[p][:], 2)] = true
		}
	}
	if len(lowest) != game.NumColors {
		t.Fatalf("the rivals' weakest colour was only ever %v", lowest)
	}
}
