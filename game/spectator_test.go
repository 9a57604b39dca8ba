package game

import (
	"encoding/json"
	"testing"
)

func TestSpectatorViewHoldsNothingPrivate(t *testing.T) {
	s, err := NewGame(Options{Seats: []Dynasty{Archer, Bull}}, 7)
	if err != nil {
		t.Fatal(err)
	}
	seat := s.ViewFor(0)
	if seat.Hand == [NumColors]int8{} {
		t.Fatal("seat 0 holds no tile: the test proves nothing")
	}
	v := s.SpectatorView()
	if !v.IsSpectator() || v.Hand != [NumColors]int8{} || v.Score != [NumColors]int16{} || v.Treasures != 0 || v.MyDiscards != [NumColors]int16{} {
		t.Fatalf("a spectator's view holds something private: %+v", v)
	}
	if v.Board != seat.Board || len(v.Players) != 2 || v.Players[1].HandSize != seat.Players[1].HandSize {
		t.Fatal("a spectator's view lacks the public board or pieces")
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var back View
	if err := json.Unmarshal(b, &back); err != nil || !back.IsSpectator() {
		t.Fatalf("a spectator's view read back: %v", err)
	}
	// a view claiming no seat but holding a hand is refused: a client is never fooled into
	// showing a seat's tiles as a spectator's
	bad, _ := json.Marshal(seat)
	var w map[string]any
	json.Unmarshal(bad, &w)
	w["me"] = -1
	bad, _ = json.Marshal(w)
	if err := json.Unmarshal(bad, &back); err == nil {
		t.Fatal("a view of seat -1 with a hand was read")
	}
}

// A spectator's view is sampled into a position as a seat's is (a screen draws the board from
// it): every hand made up from the tiles unseen, none of them the spectator's.
func TestSpectatorViewSampled(t *testing.T) {
	s, err := NewGame(Options{Seats: []Dynasty{Archer, Bull}}, 7)
	if err != nil {
		t.Fatal(err)
	}
	st := s.SpectatorView().Sample(NewRNG(3), nil)
	if st.board != s.board || st.players[0].Hand == [NumColors]int8{} {
		t.Fatal("the sampled position lost the board or the hands")
	}
}
