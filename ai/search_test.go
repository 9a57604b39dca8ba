package ai

import (
	"math"
	"os"
	"testing"

	"tigris/game"
)

// TestHardSeesTheReply: a black tile on D5 or D6 scores Archer's lowest colour, so the greedy
// levels take it, but it leaves one space between his kingdom and Bull's stronger one, and Bull's
// next tile there wins the war over black (R7.2) with Archer's king and three tiles. Hard plays
// Bull's reply in its playouts and keeps clear, whatever its seed.
func TestHardSeesTheReply(t *testing.T) {
	t.Parallel()
	text, err := os.ReadFile("testdata/war-trap.txt")
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.ParsePosition(string(text))
	if err != nil {
		t.Fatal(err)
	}
	v := s.ViewFor(0)
	trap := func(m game.Move) bool {
		for _, sp := range []string{"archer tile k D5", "archer tile k D6"} {
			if _, t, _ := game.ParseMove(sp); m == t {
				return true
			}
		}
		return false
	}
	if m := New(Medium, 1).Choose(v); !trap(m) {
		t.Fatalf("Medium chose %v: the position no longer tempts the greedy levels", m)
	}
	for seed := uint64(1); seed <= 5; seed++ {
		b := New(Hard, seed)
		b.Iterations = 40
		if m := b.Choose(v); trap(m) {
			t.Errorf("Hard (seed %d) walked into the war: %v", seed, m)
		}
	}
}

// TestDealsAreShared: the search compares plans on the same deals, each handed out as a fresh copy.
func TestDealsAreShared(t *testing.T) {
	s, _ := game.NewGame(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull}}, 4)
	v := s.ViewFor(s.Pending().Player)
	d := deals{v: v, rng: game.NewRNG(2)}
	a, b := d.get(0), d.get(1)
	if a.Equal(b) {
		t.Fatal("two deals came out the same")
	}
	if err := a.Play(a.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	if !d.get(0).Equal(d.get(0)) || d.get(0).Equal(a) {
		t.Fatal("deal 0 changed between visits")
	}
}

// TestFollowUp: a playout ends after the bot's own next turn. Seats still to play before that turn
// pass, placing no leader and playing no catastrophe (in a playout, the seat after the reply with
// three players; here, to try more, two seats of four); with two the bot's turn comes at once.
// Either way the turn has just passed from the bot to the next seat.
func TestFollowUp(t *testing.T) {
	t.Parallel()
	for _, n := range []int{2, 4} {
		played := walkRandomGames(t, n, 6, 400, func(s *game.State, seed uint64, step int) bool {
			if s.Pending().Kind != game.DecideAction || step%7 != 0 {
				return false
			}
			me := (s.Turn() + 2) % n // with four players, two seats still to play before the bot
			c := s.Clone()
			before := *c
			followUp(c, me, &Default)
			for p := 0; p < n; p++ {
				if p == me {
					continue
				}
				if c.Player(p).Catastrophes != before.Player(p).Catastrophes {
					t.Fatalf("%d players, seed %d step %d: seat %d played a catastrophe while waiting", n, seed, step, p)
				}
				for col, at := range c.Player(p).Leaders {
					if at >= 0 && at != before.Player(p).Leaders[col] {
						t.Fatalf("%d players, seed %d step %d: seat %d placed a leader while waiting", n, seed, step, p)
					}
				}
			}
			if !c.Over() && c.Turn() != (me+1)%n {
				t.Fatalf("%d players, seed %d step %d: followUp for seat %d stopped on seat %d's turn", n, seed, step, me, c.Turn())
			}
			return true
		})
		if played < 20 {
			t.Fatalf("%d players: only %d positions tried", n, played)
		}
	}
}

// walkRandomGames plays random games of n players from seeds 1 to seeds, up to steps decisions
// each, and shows probe every position before its decision; it returns how many positions probe
// said it tried.
func walkRandomGames(t *testing.T, n, seeds, steps int, probe func(s *game.State, seed uint64, step int) bool) int {
	t.Helper()
	tried := 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		s := newGame(t, n, seed)
		rng := game.NewRNG(seed)
		for step := 0; step < steps && !s.Over(); step++ {
			if probe(s, seed, step) {
				tried++
			}
			m, _ := s.RandomMove(rng)
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	return tried
}

// TestReplyReachesTheBot: after the bot's turn the reply plays the rivals' answer up to the bot's
// own next action with four players (every rival answers) and with two; with three the next seat
// answers and the reply stops at the seat after it, which followUp lets pass.
func TestReplyReachesTheBot(t *testing.T) {
	t.Parallel()
	for _, n := range []int{2, 3, 4} {
		tried := walkRandomGames(t, n, 4, 300, func(s *game.State, seed uint64, step int) bool {
			if s.Pending().Kind != game.DecideAction || s.ActionsLeft() != 2 || step%5 != 0 {
				return false
			}
			c, me := s.Clone(), s.Turn()
			for guard := 0; guard < 50 && !c.Over() && c.Turn() == me; guard++ {
				if err := c.Play(replyMove(c, &Default)); err != nil {
					t.Fatal(err)
				}
			}
			reply(c, me, &Default)
			want := me
			if n == 3 {
				want = (me + 2) % 3
			}
			if !c.Over() && (c.Turn() != want || c.Pending().Kind != game.DecideAction) {
				t.Fatalf("%d players, seed %d step %d: the reply to seat %d stopped at seat %d (%v), want seat %d",
					n, seed, step, me, c.Turn(), c.Pending().Kind, want)
			}
			return true
		})
		if tried < 10 {
			t.Fatalf("%d players: only %d positions tried", n, tried)
		}
	}
}

// TestArmsGroupByFirst: the search's arms are distinct first actions, ordered by each one's best
// plan, each holding every second action ranked for it in order, with priors at the plans' values.
func TestArmsGroupByFirst(t *testing.T) {
	s := newGame(t, 2, 5)
	ms := s.LegalMoves()
	a, b, c := ms[0], ms[1], ms[2]
	ps := []plan{
		{first: b, second: a, hasSecond: true, value: 9},
		{first: a, second: b, hasSecond: true, value: 8},
		{first: b, second: c, hasSecond: true, value: 7},
		{first: c, value: 6},
		{first: a, second: c, hasSecond: true, value: 5},
	}
	as := arms(ps, 1)
	if len(as) != 3 || as[0].first != b || as[1].first != a || as[2].first != c {
		t.Fatalf("arms %+v: want the firsts b, a, c in order of their best plan", as)
	}
	if len(as[0].seconds) != 2 || as[0].seconds[0].second != a || as[0].seconds[1].second != c ||
		len(as[1].seconds) != 2 || as[1].seconds[1].second != c || len(as[2].seconds) != 1 || as[2].seconds[0].hasSecond {
		t.Fatalf("seconds grouped wrongly: %+v", as)
	}
	if as[0].mean() != logistic(9) || as[1].mean() != logistic(8) || as[0].seconds[1].mean() != logistic(7) {
		t.Fatalf("priors: arm %v, %v, follow %v", as[0].mean(), as[1].mean(), as[0].seconds[1].mean())
	}
	if as4 := arms(ps, 4); as4[0].visits != 4 || as4[0].seconds[1].visits != 4 || math.Abs(as4[0].mean()-logistic(9)) > 1e-12 {
		t.Fatalf("a prior of 4 visits: arm %+v", as4[0].tally)
	}
}

// TestFourPlayerPrior: a four-player search trusts its plans' values for priorVisits4 visits, a
// two-player one for priorVisits.
func TestFourPlayerPrior(t *testing.T) {
	for _, tc := range []struct{ players, want int }{{2, priorVisits}, {3, priorVisits}, {4, priorVisits4}} {
		s := newGame(t, tc.players, 5)
		v := s.ViewFor(s.Pending().Player)
		tr := New(Hard, 1).newTree(v, s.LegalMoves())
		if tr.prior != tc.want || tr.as[0].visits != tc.want {
			t.Errorf("%d players: prior %d, first arm's visits %d; want %d", tc.players, tr.prior, tr.as[0].visits, tc.want)
		}
	}
}

// TestSecondActionTakesOverTheFirst: after a first action whose outcome hides nothing, the search
// of the turn's second action starts with the playouts the first search gave its seconds; at any
// other view it starts afresh.
func TestSecondActionTakesOverTheFirst(t *testing.T) {
	t.Parallel()
	s := newGame(t, 2, 5)
	hard, medium := New(Hard, 3), New(Medium, 4)
	hard.Iterations = 100
	carried := 0
	for i := 0; i < 120 && !s.Over(); i++ {
		p := s.Pending().Player
		bot := medium
		if p == 0 {
			bot = hard
		}
		second := p == 0 && s.Pending().Kind == game.DecideAction && s.ActionsLeft() == 1
		if p == 0 && second && hard.carry != nil {
			if other := (&tree{v: s.ViewFor(1)}); other.carryIn(hard.carry) != 0 {
				t.Fatal("a carry was taken in at another view")
			}
		}
		m := bot.Choose(s.ViewFor(p))
		if second {
			carried += hard.LastCarried
		} else if p == 0 && hard.LastCarried != 0 {
			t.Fatalf("a first action's search took %d playouts over", hard.LastCarried)
		}
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if carried == 0 {
		t.Fatal("no second action took over anything from its turn's first")
	}
}

// TestExpertWeighsMorePlans: at the game's first action Expert's search holds more first actions
// than Hard's, and more second actions after its best first.
func TestExpertWeighsMorePlans(t *testing.T) {
	s, _ := game.NewGame(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull}}, 4)
	v := s.ViewFor(s.Pending().Player)
	hard, expert := New(Hard, 1).newTree(v, s.LegalMoves()), New(Expert, 1).newTree(v, s.LegalMoves())
	if len(hard.as) != hardFirsts || len(expert.as) != expertFirsts {
		t.Fatalf("first actions weighed: Hard %d, Expert %d; want %d and %d", len(hard.as), len(expert.as), hardFirsts, expertFirsts)
	}
	if len(hard.as[0].seconds) != hardSeconds || len(expert.as[0].seconds) != expertSeconds {
		t.Fatalf("seconds after the best first: Hard %d, Expert %d; want %d and %d", len(hard.as[0].seconds), len(expert.as[0].seconds), hardSeconds, expertSeconds)
	}
}
