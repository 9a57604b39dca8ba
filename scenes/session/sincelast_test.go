package session

import (
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
)

// The hot-seat hand-off's summary: Bo is told what Anna did in her turn but not the points it
// scored her (R11.1), and no "end of turn" line; then Anna is told Bo's turn, without his points
// and without her own turn again.
func TestSinceLastTurnShowsWhatThePlayerMaySee(t *testing.T) {
	s, drop := annaAndBo(t, twoHumans)
	drop(HandTile, game.Green, "H5")
	drop(HandTile, game.Red, "G6")
	s.PassOn() // Anna has seen what her turn did
	if !s.NeedsHandoff() || s.HandoffTo() != 1 {
		t.Fatal("no hand-off to Bo after Anna's turn")
	}
	bo := strings.Join(s.SinceLastTurn(1), "\n")
	if !strings.Contains(bo, "Anna places a market at H5") || !strings.Contains(bo, "Anna places a temple at G6") {
		t.Fatalf("Bo is not told Anna's turn:\n%s", bo)
	}
	if strings.Contains(bo, "+1") || strings.Contains(bo, "end of") {
		t.Fatalf("Bo is told Anna's points or a turn's end:\n%s", bo)
	}
	s.Ready()
	drop(SupplyLeader, game.Black, "A8")
	drop(HandTile, game.Red, "C8")
	s.PassOn()
	if !s.NeedsHandoff() || s.HandoffTo() != 0 {
		t.Fatal("no hand-off to Anna after Bo's turn")
	}
	if !s.said("+1 red to Bo") {
		t.Fatalf("Bo's temple scored nothing, so the test shows nothing: %q", s.Log())
	}
	anna := strings.Join(s.SinceLastTurn(0), "\n")
	if !strings.Contains(anna, "Bo places the king at A8") || !strings.Contains(anna, "Bo places a temple at C8") {
		t.Fatalf("Anna is not told Bo's turn:\n%s", anna)
	}
	if strings.Contains(anna, "+1") || strings.Contains(anna, "H5") {
		t.Fatalf("Anna is told Bo's points or her own turn again:\n%s", anna)
	}
}

// With four players the summary keeps every line since the player's last turn (it was cut to
// the last 12, the oldest opponents' moves lost with no word: issue 44), and never tells the
// player his own decisions. A game of Anna and three random bots, looked at each time Anna's
// turn begins: every tile and leader the others placed since her last turn has its line.
func TestSinceLastTurnKeepsEveryLine(t *testing.T) {
	longest := 0
	for seed := uint64(1); seed <= 40 && longest <= 12; seed++ {
		longest = max(longest, sinceInGame(t, seed))
	}
	if longest <= 12 {
		t.Fatalf("no summary over 12 lines in 40 games (longest %d)", longest)
	}
}

// sinceInGame plays a game of Anna and three random bots, checking the summary each time Anna's
// turn begins, until one is over 12 lines long or the game ends; it returns the longest.
func sinceInGame(t *testing.T, seed uint64) int {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true},
		{Dynasty: game.Bull, Level: ai.Random}, {Dynasty: game.Pot, Level: ai.Random}, {Dynasty: game.Lion, Level: ai.Random}},
		Seed: seed, BotDelay: time.Nanosecond})
	me := ai.New(ai.Random, seed)
	longest, turns := 0, 0
	poll.Until(t, time.Minute, "a summary of more than 12 lines or the game's end", func() bool {
		s.Poll(time.Now())
		switch {
		case s.State().Over():
			return true
		case !s.HumanToDecide():
			return false
		case s.TurnHeld():
			if err := s.EndTurn(); err != nil {
				t.Fatal(err)
			}
			return false
		}
		if s.Pending().Kind == game.DecideAction && s.State().ActionsLeft() == 2 && turns < s.Record().Turn() {
			turns = s.Record().Turn()
			lines := s.SinceLastTurn(0)
			checkSinceLines(t, s, lines)
			if longest = max(longest, len(lines)); longest > 12 {
				return true
			}
		}
		if err := s.Try(me.Choose(s.View())); err != nil {
			t.Fatal(err)
		}
		return false
	})
	return longest
}

// checkSinceLines checks Anna's summary: none of her own actions, and a line for every placement
// of the others since her last decision.
func checkSinceLines(t *testing.T, s *Session, lines []string) {
	t.Helper()
	placed := 0 // the others' placements since Anna's last action
	for _, rm := range s.Record().Moves() {
		switch {
		case rm.Seat == 0: // any decision of hers: she had the board then
			placed = 0
		case rm.Seat != 0 && (rm.Move.Kind == game.MoveTile || rm.Move.Kind == game.MoveLeader):
			placed++
		}
	}
	said := 0
	for _, l := range lines {
		if strings.HasPrefix(l, s.Name(0)+" places ") || strings.HasPrefix(l, s.Name(0)+" moves ") || strings.HasPrefix(l, s.Name(0)+" swaps ") {
			t.Fatalf("Anna is told her own action: %q", l)
		}
		if strings.Contains(l, " places ") || strings.Contains(l, " moves the ") {
			said++
		}
	}
	if said != placed {
		t.Fatalf("%d of the others' %d placements told:\n%s", said, placed, strings.Join(lines, "\n"))
	}
}

// isAction reports a move a player makes in his own turn.
func isAction(k game.MoveKind) bool {
	switch k {
	case game.MoveTile, game.MoveLeader, game.MoveWithdraw, game.MoveCatastrophe, game.MoveSwap, game.MovePass:
		return true
	}
	return false
}

// Handed back mid-turn (Bo defended the revolt Anna began), Anna is told what Bo did, not her
// own leader's move again (issue 44).
func TestSinceLastTurnMidTurnLeavesOutOwnMoves(t *testing.T) {
	st := position(t, strings.Replace(twoHumans, "Ak r. ..", "Ak r. Br", 1))
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: st})
	s.Ready()
	if err := s.Drop(Piece{Kind: SupplyLeader, Color: game.Red}, mustSpace("G4")); err != nil {
		t.Fatal(err)
	}
	if err := s.Try(game.CommitMove(0)); err != nil {
		t.Fatal(err)
	}
	if !s.NeedsHandoff() || s.HandoffTo() != 1 {
		t.Fatal("no hand-off to Bo, the defender")
	}
	s.Ready()
	if err := s.Try(game.CommitMove(0)); err != nil {
		t.Fatal(err)
	}
	s.PassOn()
	if !s.NeedsHandoff() || s.HandoffTo() != 0 {
		t.Fatal("no hand-off back to Anna")
	}
	lines := strings.Join(s.SinceLastTurn(0), "\n")
	if strings.Contains(lines, "places the priest at G4") || strings.Contains(lines, s.Name(0)+" commits") {
		t.Errorf("Anna is told her own moves:\n%s", lines)
	}
	if !strings.Contains(lines, s.Name(1)+" commits") {
		t.Errorf("Anna is not told Bo's defence:\n%s", lines)
	}
}
