package session

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/storage"
)

// A save's name and the Load list count turns as the rules (R4) and the replay do: three players'
// seventh turn is turn 7 (it was round 3, beside a replay's "turn 7 of 60": review 6).
func TestSavesNameTheTurn(t *testing.T) {
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
	if err := a.Flush(); err != nil {
		t.Fatal(err)
	}
	b := mustSession(t, Config{Seats: seats, Seed: 4, Store: store})
	if !strings.HasPrefix(b.KeptAs, "Unfinished: Archer v Bull v Pot, turn 7, ") {
		t.Fatalf("the unfinished game was kept as %q, want it named by its turn", b.KeptAs)
	}
	if e, _ := DescribeSave(store, b.KeptAs); e.Err != nil || e.Turn != 7 {
		t.Fatalf("the Load list's entry: turn %d, %v; want turn 7", e.Turn, e.Err)
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

// A finished game is listed by the turns it lasted, as the replay counts them (the Load list said
// "30 rounds" of a game the replay called "turn 1 of 60": review 6): the turn its last move fell
// in, whether the game ended on the treasures at a turn's end or on the bag mid-turn (R10.1).
func TestFinishedGamesCountTurns(t *testing.T) {
	ends := map[int16]int{}
	for seed := uint64(1); seed <= 80; seed++ {
		rec, lastTurn, end := randomToEnd(t, seed)
		ends[end]++
		if EndTurn(rec) != lastTurn {
			t.Fatalf("seed %d: the game's last move was in turn %d; EndTurn says %d", seed, lastTurn, EndTurn(rec))
		}
		if seed <= 3 {
			r, err := NewReplay(rec, []Seat{{Dynasty: game.Archer}, {Dynasty: game.Bull}, {Dynasty: game.Pot}})
			if err != nil {
				t.Fatal(err)
			}
			if _, turns := r.Turn(); turns != EndTurn(rec) {
				t.Fatalf("seed %d: the replay counts %d turns, the Load list %d", seed, turns, EndTurn(rec))
			}
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
	if !rec.State().Over() || rec.Turn() != 3 || EndTurn(rec) != 2 {
		t.Fatalf("the treasures' end in the second turn: over %v, turn %d, EndTurn %d; want turn 2", rec.State().Over(), rec.Turn(), EndTurn(rec))
	}
	if got := seatWho(Seat{Dynasty: game.Archer, Level: ai.Easy, BotFrom: 7}, 3); got != "easy bot from turn 7" {
		t.Fatalf("a seat a bot took in turn 7 of three players is listed as %q", got)
	}
	if TurnsWords(1) != "1 turn" || TurnsWords(12) != "12 turns" {
		t.Fatalf("turns said %q, %q", TurnsWords(1), TurnsWords(12))
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
