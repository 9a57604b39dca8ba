package server

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/online/protocol"
	"tigris/online/store"
)

// otherDeal is the same deal as s with seat 1's hand exchanged for six tiles from deep in the bag:
// what seat 0 sees of the two is the same until those tiles come to light.
func otherDeal(t *testing.T, s *game.State) string {
	text := s.String()
	lines := strings.Split(text, "\n")
	var hand, bag *string
	for i := range lines {
		f := strings.Fields(lines[i])
		switch {
		case len(f) == 3 && f[0] == "hand" && f[1] == s.Player(1).Dynasty.String():
			hand = &lines[i]
		case len(f) == 2 && f[0] == "bag":
			bag = &lines[i]
		}
	}
	h := strings.Fields(*hand)[2]
	b := strings.Fields(*bag)[1]
	sorted := func(s string) string { r := []byte(s); slices.Sort(r); return string(r) }
	for k := 60; k+6 <= len(b); k++ {
		if sorted(b[k:k+6]) != sorted(h) {
			*hand = "  hand " + s.Player(1).Dynasty.String() + " " + b[k:k+6]
			*bag = "  bag " + b[:k] + h + b[k+6:]
			return strings.Join(lines, "\n")
		}
	}
	t.Fatal("no other hand to deal")
	return ""
}

// leakRun plays a scripted game from start and returns every message seat 0 and seat 1 received.
// Seat 0 is a seeded bot playing from its views; seat 1 places leaders, commits nothing and passes
// (choices its hidden hand does not change). On the way seat 0 takes an action back, sends an
// illegal move, and seat 1 drops its connection and comes back.
func leakRun(t *testing.T, start string, decisions int) (seat0, seat1 [][]byte) {
	ts := startServer(t, "", 1e6)
	tokens := []string{"the-token-of-seat-zero-0000000000000000000", "the-token-of-seat-one-11111111111111111111"}
	g := &store.Game{ID: "leaktest", Code: "LEAKTEST", Seed: 42, Start: start, Created: time.Unix(0, 0),
		Seats: []store.Seat{{Kind: "human", Name: "Ann", TokenHash: tokenHash(tokens[0])}, {Kind: "human", Name: "Bo", TokenHash: tokenHash(tokens[1])}}}
	if err := ts.db.Create(context.Background(), g); err != nil {
		t.Fatal(err)
	}
	a := dial(t, ts.url, protocol.Ticket{Game: g.ID, Token: tokens[0]})
	b := dial(t, ts.url, protocol.Ticket{Game: g.ID, Token: tokens[1]})
	a.want("seats") // b's arrival
	bot := ai.New(ai.Easy, 1)
	undone, illegal, dropped := false, false, false
	for a.g.Step < decisions && a.g.Over == nil {
		if a.g.MyDecision() {
			if a.g.CanUndo && !undone {
				undone = true
				a.send(&protocol.Undo{Step: a.g.Step})
				a.want("undone")
				b.want("undone")
				continue
			}
			if !illegal {
				illegal = true
				a.refused(&protocol.Move{Step: a.g.Step, Move: "commit 9"}, protocol.ErrIllegal)
			}
			a.move(bot.Choose(a.g.View))
			b.want("update")
			continue
		}
		if a.g.Step > 6 && !dropped {
			dropped = true
			b.c.Close()
			for m := a.want("seats").(*protocol.Seats); m.Seats[1].Connected; m = a.want("seats").(*protocol.Seats) {
			}
			got := b.got
			b = dial(t, ts.url, protocol.Ticket{Game: g.ID, Token: tokens[1]})
			b.got = append(got, b.got...)
			a.want("seats")
		}
		v := b.g.View
		var m game.Move
		switch v.Pending().Kind {
		case game.DecideAction:
			m = game.PassMove()
			for _, l := range v.Sample(game.NewRNG(1), nil).LegalMoves() {
				if l.Kind == game.MoveLeader && v.Players[b.g.Seat].Leaders[l.Color] < 0 {
					m = l
					break
				}
			}
		case game.DecideCommit:
			m = game.CommitMove(0)
		default:
			m = v.Sample(game.NewRNG(1), nil).LegalMoves()[0]
		}
		b.move(m)
		a.want("update")
	}
	if !undone || !dropped || !illegal {
		t.Fatalf("the script did not run whole: undo %v, drop %v, illegal %v", undone, dropped, illegal)
	}
	enc := func(ms []protocol.Message) (out [][]byte) {
		for _, m := range ms {
			b, _ := protocol.Encode(m)
			out = append(out, b)
		}
		return
	}
	return enc(a.got), enc(b.got)
}

// Two games that differ only in what seat 0 may not see (seat 1's hand, the bag's order beyond
// what seat 0 draws) send seat 0 the very same bytes, message for message, through every kind of
// message; seat 1's own messages differ, so the comparison can see a difference when there is one.
func TestSeatSeesOnlyItsView(t *testing.T) {
	s, err := game.NewGame(game.Options{Seats: game.FirstDynasties(2)}, 7)
	if err != nil {
		t.Fatal(err)
	}
	if s.Pending().Player != 1 {
		t.Fatal("the deal was chosen for seat 1 to begin")
	}
	const decisions = 30
	a0, a1 := leakRun(t, s.String(), decisions)
	b0, b1 := leakRun(t, otherDeal(t, s), decisions)
	kinds := map[string]bool{}
	for i := range max(len(a0), len(b0)) {
		if i >= len(a0) || i >= len(b0) || !bytes.Equal(a0[i], b0[i]) {
			t.Fatalf("seat 0's message %d differs between the deals:\n%s\n%s", i, at(a0, i), at(b0, i))
		}
		m, _ := protocol.Decode(a0[i], protocol.MaxServerMessage)
		kinds[m.MsgType()] = true
	}
	for _, k := range []string{"welcome", "update", "undone", "seats", "error"} {
		if !kinds[k] {
			t.Errorf("seat 0 received no %s message: the comparison misses that kind", k)
		}
	}
	same := len(a1) == len(b1)
	for i := 0; same && i < len(a1); i++ {
		same = bytes.Equal(a1[i], b1[i])
	}
	if same {
		t.Fatal("seat 1's messages are the same in both deals: the deals do not differ where it matters")
	}
}

func at(ms [][]byte, i int) []byte {
	if i < len(ms) {
		return ms[i]
	}
	return []byte("(none)")
}
