package session

import (
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/storage"
)

// confirming is Archer (a person) against a Random bot whose turns wait at their end.
func confirming(t *testing.T, end TurnEnd, st storage.Store) *Session {
	return mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Random}},
		Start: position(t, twoHumans), Seed: 3, TurnEnd: end, Store: st})
}

func dropTile(t *testing.T, s *Session, c game.Color, space string) {
	t.Helper()
	if err := s.Drop(Piece{Kind: HandTile, Color: c}, mustSpace(space)); err != nil {
		t.Fatal(err)
	}
}

// The second action no longer ends the turn: it waits, drawn with no tile drawn, and is undone as
// the first; End turn then carries the turn on, draws included, as the whole move would have.
func TestSecondActionWaitsForEndTurn(t *testing.T) {
	s := confirming(t, TurnEnd{Confirm: true}, nil)
	dropTile(t, s, game.Green, "H5")
	if s.TurnHeld() {
		t.Fatal("the first action waits for End turn")
	}
	afterFirst := s.State().Clone()
	dropTile(t, s, game.Green, "H7")
	checkTurnWaits(t, s)
	if !s.CanUndo() {
		t.Fatal("the second action cannot be undone")
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if s.TurnHeld() || !s.State().Equal(afterFirst) || !strings.Contains(s.Log()[len(s.Log())-1], "takes back") {
		t.Fatalf("undo did not bring back the position after the first action (held %v)", s.TurnHeld())
	}
	checkEndTurnCarriesOn(t, s, afterFirst)
}

// A waiting turn is kept as ended: closing the game then loses nothing done.
func TestWaitingTurnIsSavedWhole(t *testing.T) {
	st := storage.NewMemory()
	s := confirming(t, TurnEnd{Confirm: true}, st)
	dropTile(t, s, game.Green, "H5")
	dropTile(t, s, game.Green, "H7")
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	cfg, err := LoadConfig(st, AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(cfg.Record.Moves()); n != 2 || cfg.Record.State().Turn() != 1 {
		t.Fatalf("the save holds %d moves, turn %d", n, cfg.Record.State().Turn())
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	if cfg, err = LoadConfig(st, AutosaveKey); err != nil || len(cfg.Record.Moves()) != 1 {
		t.Fatalf("after undo the save holds the undone action: %v", err)
	}
}

// With a time set, a waiting turn ends by itself that long after it was shown, not before.
func TestWaitingTurnEndsAfterTheSetTime(t *testing.T) {
	s := confirming(t, TurnEnd{Confirm: true, After: 3 * time.Second}, nil)
	dropTile(t, s, game.Green, "H5")
	dropTile(t, s, game.Green, "H7")
	shown := s.held.seen
	if shown.IsZero() {
		t.Fatal("the waiting turn was never shown to its player")
	}
	if s.Poll(shown.Add(2*time.Second)) || !s.TurnHeld() {
		t.Fatal("the turn ended before its time")
	}
	if left, ok := s.TurnEndsIn(shown.Add(2 * time.Second)); !ok || left != time.Second {
		t.Fatalf("2 s after it was shown, the turn ends in %v (%v)", left, ok)
	}
	if !s.Poll(shown.Add(3*time.Second)) || s.TurnHeld() || s.State().Turn() != 1 {
		t.Fatal("the turn did not end once its time had passed")
	}
}

// At once (the zero TurnEnd) the second action ends the turn as before.
func TestTurnEndsAtOnceWhenSet(t *testing.T) {
	s := confirming(t, TurnEnd{}, nil)
	dropTile(t, s, game.Green, "H5")
	dropTile(t, s, game.Green, "H7")
	if s.TurnHeld() || s.State().Turn() != 1 {
		t.Fatal("the turn waited though the setting ends it at once")
	}
}

// Hot seat: a defender who committed sees the conflict's result before passing the screen back,
// and the hand-off then names the attacker, whose turn waits with the result on the board.
func TestDefenderSeesTheResultBeforePassingBack(t *testing.T) {
	st := position(t, strings.Replace(twoHumans, "Ak r. ..", "Ak r. Br", 1))
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}},
		Start: st, TurnEnd: TurnEnd{Confirm: true}})
	s.Ready()
	dropTile(t, s, game.Green, "H7") // the first action
	if err := s.Drop(Piece{Kind: SupplyLeader, Color: game.Red}, mustSpace("G4")); err != nil {
		t.Fatal(err)
	}
	if err := s.Try(game.CommitMove(0)); err != nil {
		t.Fatal(err)
	}
	if _, looking := s.PassTo(); looking || !s.NeedsHandoff() {
		t.Fatal("an attacker's commit, which showed nothing new, made him look before the hand-off")
	}
	s.Ready()
	if err := s.Try(game.CommitMove(0)); err != nil {
		t.Fatal(err)
	}
	to, looking := s.PassTo()
	if !looking || to != 0 || s.NeedsHandoff() || s.Viewer() != 1 || s.HumanToDecide() {
		t.Fatalf("the defender did not see the result: pass to %d %v, hand-off %v, viewer %d", to, looking, s.NeedsHandoff(), s.Viewer())
	}
	s.PassOn()
	if !s.NeedsHandoff() || s.HandoffTo() != 0 || s.Viewer() != -1 {
		t.Fatal("passing on did not bring the hand-off screen")
	}
	s.Ready()
	if !s.TurnHeld() || !s.HumanToDecide() || s.CanUndo() {
		t.Fatalf("the attacker's turn after a committed conflict: held %v, undo %v", s.TurnHeld(), s.CanUndo())
	}
	if err := s.EndTurn(); err != nil || s.State().Turn() != 1 {
		t.Fatalf("End turn: %v", err)
	}
}

// A bot's decision that ends a person's turn (its defence in his revolt) waits for his End turn
// too, so he sees how the revolt ended; it cannot be undone (its commitment came to light).
func TestBotsDefenceWaitsForTheAttackersEndTurn(t *testing.T) {
	st := position(t, strings.Replace(twoHumans, "Ak r. ..", "Ak r. Br", 1))
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Random}},
		Start: st, TurnEnd: TurnEnd{Confirm: true}})
	dropTile(t, s, game.Green, "H7")
	if err := s.Drop(Piece{Kind: SupplyLeader, Color: game.Red}, mustSpace("G4")); err != nil {
		t.Fatal(err)
	}
	if err := s.Try(game.CommitMove(0)); err != nil {
		t.Fatal(err)
	}
	untilHuman(t, s)
	if !s.TurnHeld() || s.State().Turn() != 0 || s.Viewer() != 0 {
		t.Fatalf("after the bot's defence: held %v, turn %d, viewer %d", s.TurnHeld(), s.State().Turn(), s.Viewer())
	}
	if _, conflict := s.State().Conflict(); conflict || s.CanUndo() {
		t.Fatalf("the revolt is not over (%v) or can be undone (%v)", conflict, s.CanUndo())
	}
	if err := s.EndTurn(); err != nil || s.TurnHeld() || s.State().Turn() != 1 {
		t.Fatalf("End turn: %v", err)
	}
}

// A turn held on a decision inside its last action (a monument built) is undone with that action.
func TestUndoOfAMonumentThatEndsTheTurn(t *testing.T) {
	pos := strings.Replace(twoHumans, "  .. .. .. .. .. Ak r. .. .. .. .. .. .. r* ~~ ~~\n  .. .. .. .. .. .. ..",
		"  g. g. .. .. .. Ak r. .. .. .. .. .. .. r* ~~ ~~\n  g. .. .. .. .. .. ..", 1)
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Random}},
		Start: position(t, pos), TurnEnd: TurnEnd{Confirm: true}})
	dropTile(t, s, game.Green, "H7")
	afterFirst := s.State().Clone()
	dropTile(t, s, game.Green, "B6")
	d, ok := s.Dialog()
	if !ok || s.Pending().Kind != game.DecideMonument {
		t.Fatalf("no monument to decide: %v", s.Pending())
	}
	build := d.Options[0].Move
	if build.Monument == game.NoMonument {
		build = d.Options[len(d.Options)-1].Move
	}
	if err := s.Try(build); err != nil {
		t.Fatal(err)
	}
	if !s.TurnHeld() || !s.CanUndo() {
		t.Fatalf("the monument's turn: held %v, undo %v", s.TurnHeld(), s.CanUndo())
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if s.TurnHeld() || !s.State().Equal(afterFirst) {
		t.Fatal("undo did not take the monument's action back whole")
	}
}

// Hot seat with a bot next and the turn ending at once: the person whose second action ended his
// turn sees it before the bot plays, which it does only once he lets it (nobody's hand shown then).
func TestLookBeforeTheBotPlays(t *testing.T) {
	var s *Session
	for seed := uint64(1); s == nil || s.Pending().Player != 0; seed++ { // Archer, a person, starts
		s = mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy},
			{Dynasty: game.Pot, Human: true}}, Seed: seed})
	}
	s.Ready()
	for i := 0; i < 2; i++ {
		v := s.View()
		c := game.Color(0)
		for v.Hand[c] == 0 {
			c++
		}
		at := s.Targets(Piece{Kind: HandTile, Color: c})
		if len(at) == 0 {
			t.Fatalf("no space for a %v", c)
		}
		if err := s.Drop(Piece{Kind: HandTile, Color: c}, at[0]); err != nil {
			t.Fatal(err)
		}
	}
	to, looking := s.PassTo()
	if !looking || to != 1 || s.Viewer() != 0 || s.NeedsHandoff() {
		t.Fatalf("after the turn: pass to %d %v, viewer %d, hand-off %v", to, looking, s.Viewer(), s.NeedsHandoff())
	}
	if s.Poll(time.Now()) || s.Thinking() {
		t.Fatal("the bot plays while the person looks")
	}
	s.PassOn()
	if s.Viewer() != -1 || s.View() != nil {
		t.Fatalf("once passed on, seat %d's hand is on screen", s.Viewer())
	}
	decided := s.Decisions()
	poll.Until(t, 10*time.Second, "the bot's decision", func() bool { s.Poll(time.Now()); return s.Decisions() > decided })
}

// checkTurnWaits checks a turn waiting at its end after its second action: no tile drawn, the
// record without it, no end by itself with no time set, no third action.
func checkTurnWaits(t *testing.T, s *Session) {
	if !s.TurnHeld() || s.State().ActionsLeft() != 0 || s.State().Turn() != 0 {
		t.Fatalf("the second action did not wait: held %v, %d actions, turn %d", s.TurnHeld(), s.State().ActionsLeft(), s.State().Turn())
	}
	if n := s.State().Player(0).HandSize(); n != 4 {
		t.Fatalf("the hand holds %d tiles while the turn waits: the draws came before End turn", n)
	}
	if len(s.Record().Moves()) != 1 || s.HeldLine() != "archer tile g H7" {
		t.Fatalf("the record holds %d moves, held %q", len(s.Record().Moves()), s.HeldLine())
	}
	if s.Poll(time.Now().Add(time.Hour)) || !s.TurnHeld() {
		t.Fatal("the turn ended by itself with no time set")
	}
	if _, ok := s.TurnEndsIn(time.Now()); ok {
		t.Fatal("a countdown runs with no time set")
	}
	if err := s.Try(game.TileMove(game.Red, mustSpace("H9"))); err == nil || !s.TurnHeld() {
		t.Fatalf("a third action was taken: %v", err)
	}
}

// checkEndTurnCarriesOn plays the second action again after afterFirst and checks that End turn
// carries the turn on as the whole move would have, draws included.
func checkEndTurnCarriesOn(t *testing.T, s *Session, afterFirst *game.State) {
	dropTile(t, s, game.Green, "H7")
	whole := afterFirst.Clone()
	if _, err := whole.Apply(game.TileMove(game.Green, mustSpace("H7"))); err != nil {
		t.Fatal(err)
	}
	if err := s.EndTurn(); err != nil {
		t.Fatal(err)
	}
	if s.TurnHeld() || !s.State().Equal(whole) || len(s.Record().Moves()) != 2 {
		t.Fatal("End turn did not carry the turn on as the whole move")
	}
	if s.CanUndo() {
		t.Fatal("a turn ended (tiles drawn) can be undone")
	}
	if !strings.Contains(strings.Join(s.Log(), "\n"), "draw") && s.State().Turn() != 1 {
		t.Fatalf("the turn did not pass: %q", s.Log())
	}
}
