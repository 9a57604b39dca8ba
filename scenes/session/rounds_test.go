package session

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/storage"
)

// A save's name and the Load list count rounds, as players do: three players' seventh turn is
// round 3 (it read "turn 7", a player counting his own three turns took it for wrong: review 3).
func TestSavesNameTheRound(t *testing.T) {
	store := storage.NewMemory()
	seats := []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}, {Dynasty: game.Pot, Human: true}}
	a := mustSession(t, Config{Seats: seats, Seed: 3, Store: store})
	for a.Record().Turn() < 7 {
		if a.NeedsHandoff() {
			a.Ready()
		}
		if err := a.Try(game.PassMove()); err != nil {
			t.Fatal(err)
		}
		a.PassOn()
	}
	if got := RoundOf(a.Record()); got != 3 {
		t.Fatalf("turn 7 of three players is round %d, want 3", got)
	}
	if err := a.Flush(); err != nil {
		t.Fatal(err)
	}
	b := mustSession(t, Config{Seats: seats, Seed: 4, Store: store})
	if !strings.HasPrefix(b.KeptAs, "Unfinished: Archer v Bull v Pot, round 3, ") {
		t.Fatalf("the unfinished game was kept as %q, want it named by its round", b.KeptAs)
	}
	if e, _ := DescribeSave(store, b.KeptAs); e.Err != nil || e.Round != 3 || e.Turn != 7 {
		t.Fatalf("the Load list's entry: round %d, turn %d, %v; want round 3 of turn 7", e.Round, e.Turn, e.Err)
	}
}

// randomToEnd plays a game of three at random to its end: the record, the turn of its last move,
// and how it ended (the game-over event's N: 1 when the bag ran out).
func randomToEnd(t *testing.T, seed uint64) (*game.Record, int, int16) {
	t.Helper()
	rec, err := game.NewRecord(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull, game.Pot}}, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRNG(seed)
	lastTurn, end := 0, int16(-1)
	for i := 0; i < 5000 && !rec.State().Over(); i++ {
		m, ok := rec.State().RandomMove(rng)
		if !ok {
			t.Fatal("no move")
		}
		lastTurn = rec.Turn() // the turn this move is made in
		ev, err := rec.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			if e.Kind == game.EvGameOver {
				end = e.N
			}
		}
	}
	return rec, lastTurn, end
}

// A finished game is listed by the rounds it lasted, as a game in progress is by its round (it
// read "57 turns" beside "round 5"): the round its last move fell in, whether the game ended on
// the treasures at a turn's end or on the bag mid-turn (R10.1).
func TestFinishedGamesCountRounds(t *testing.T) {
	ends := map[int16]int{}
	for seed := uint64(1); seed <= 80; seed++ {
		rec, lastTurn, end := randomToEnd(t, seed)
		ends[end]++
		if want := (lastTurn-1)/3 + 1; EndRound(rec) != want {
			t.Fatalf("seed %d: the game's last move was in turn %d, round %d; EndRound says %d", seed, lastTurn, want, EndRound(rec))
		}
	}
	if ends[1] == 0 {
		t.Fatalf("no random game ran out of tiles: %v", ends)
	}
	// random play never leaves two treasures: Bull passes, and Archer takes one of the last three
	// in the round's second turn
	st, err := game.ParsePosition(treasureEnd)
	if err != nil {
		t.Fatal(err)
	}
	rec := game.RecordFrom(st)
	for _, line := range []string{"bull pass", "archer leader g J7", "archer treasure L7", "archer pass"} {
		_, m, err := game.ParseMove(line)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rec.Apply(m); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	if !rec.State().Over() || rec.Turn() != 3 || EndRound(rec) != 1 {
		t.Fatalf("the treasures' end in the second turn: over %v, turn %d, EndRound %d; want round 1", rec.State().Over(), rec.Turn(), EndRound(rec))
	}
	if got := seatWho(Seat{Dynasty: game.Archer, Level: ai.Easy, BotFrom: 7}, 3); got != "easy bot from round 3" {
		t.Fatalf("a seat a bot took in turn 7 of three players is listed as %q", got)
	}
	if RoundsWords(1) != "1 round" || RoundsWords(12) != "12 rounds" {
		t.Fatalf("rounds said %q, %q", RoundsWords(1), RoundsWords(12))
	}
}

// treasureEnd: Bull to play, then Archer. Archer's green leader on J7 joins two treasures to his trader's kingdom; he takes
// one and passes, and two treasures are left at his turn's end: the game ends (R10.1).
const treasureEnd = `position
  map standard
  players archer bull
  turn bull
  board
    .. .. .. .. ~~ ~~ ~~ ~~ ~~ .. .. .. ~~ .. .. ..
    .. r* .. .. ~~ .. .. .. .. .. .. .. ~~ .. .. ..
    .. .. .. ~~ ~~ .. .. .. .. .. .. .. ~~ ~~ .. ..
    ~~ ~~ ~~ ~~ .. .. .. .. .. .. .. .. .. ~~ ~~ ~~
    .. .. .. .. .. .. .. .. .. .. .. .. .. .. ~~ ~~
    .. .. .. .. .. .. .. .. .. .. .. .. .. .. ~~ ..
    ~~ ~~ ~~ ~~ .. .. .. Bk r* .. k. r* ~~ ~~ ~~ ..
    .. .. .. ~~ ~~ ~~ ~~ .. .. .. .. .. ~~ .. .. ..
    .. .. .. .. .. .. ~~ ~~ ~~ ~~ ~~ ~~ ~~ .. .. ..
    .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
  hand archer kkrrgg
  hand bull bbggkk
  score archer r5 b5 g5 k5
  score bull r5 b6 g6 k6
  bag rrrbbbgggkkk
`
