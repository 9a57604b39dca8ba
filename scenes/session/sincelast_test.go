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
// turn begins: every tile and leader the others placed since her last turn has its line, of its
// own or as the start of a conflict's (a conflict is one line since review 5, so summaries are
// shorter than the 13 lines the test looked for then).
func TestSinceLastTurnKeepsEveryLine(t *testing.T) {
	longest := 0
	for seed := uint64(1); seed <= 40 && longest < long; seed++ {
		longest = max(longest, sinceInGame(t, seed))
	}
	if longest < long {
		t.Fatalf("no summary of %d lines in 40 games (longest %d)", long, longest)
	}
}

// long is a summary's length the test looks for: a bot's whole turn and more.
const long = 8

// sinceInGame plays a game of Anna and three random bots, checking the summary each time Anna's
// turn begins, until one is long or the game ends; it returns the longest.
func sinceInGame(t *testing.T, seed uint64) int {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true},
		{Dynasty: game.Bull, Level: ai.Random}, {Dynasty: game.Pot, Level: ai.Random}, {Dynasty: game.Lion, Level: ai.Random}},
		Seed: seed, BotDelay: time.Nanosecond})
	me := ai.New(ai.Random, seed)
	longest, turns := 0, 0
	poll.Until(t, time.Minute, "a long summary or the game's end", func() bool {
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
			if longest = max(longest, len(lines)); longest >= long {
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

// checkSinceLines checks Anna's summary: none of her own actions, and every placement of the
// others since her last decision told, by a line of its own or as the start of a conflict's line.
func checkSinceLines(t *testing.T, s *Session, lines []string) {
	t.Helper()
	var placed []game.Event // the others' placements since Anna's last decision
	again := game.RecordFrom(s.Record().Start())
	for _, rm := range s.Record().Moves() {
		ev, err := again.Apply(rm.Move)
		if err != nil {
			t.Fatal(err)
		}
		if rm.Seat == 0 { // any decision of hers: she had the board then
			placed = placed[:0]
			continue
		}
		for _, e := range ev {
			if e.Kind == game.EvTilePlaced || e.Kind == game.EvLeaderPlaced {
				placed = append(placed, e)
			}
		}
	}
	for _, l := range lines {
		if strings.HasPrefix(l, s.Name(0)+" places ") || strings.HasPrefix(l, s.Name(0)+" moves ") || strings.HasPrefix(l, s.Name(0)+" swaps ") {
			t.Fatalf("Anna is told her own action: %q", l)
		}
	}
	for _, e := range placed {
		at, who := game.SpaceName(int(e.Cell)), s.Name(int(e.Player))
		told := false
		for _, l := range lines {
			told = told || strings.HasPrefix(l, who) && (strings.Contains(l, " at "+at) || strings.Contains(l, " to "+at))
		}
		if !told {
			t.Fatalf("%s's placement at %s not told:\n%s", who, at, strings.Join(lines, "\n"))
		}
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
	if !strings.Contains(lines, s.Name(1)+" holds") || !strings.Contains(lines, "from hand against "+s.Name(0)+"'s") {
		t.Errorf("Anna is not told Bo's defence:\n%s", lines)
	}
}
