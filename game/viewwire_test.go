package game

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// A view crosses the network unchanged: every seat's view at every decision of random games.
func TestViewJSONRoundTrip(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		o := Options{Map: AdvancedMap, Seats: FirstDynasties(int(2 + seed%3)), Buildings: true, Wonder: seed == 2}
		s, err := NewGame(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(seed)
		for n := 0; n < 400 && !s.Over(); n++ {
			for p := 0; p < s.NumPlayers(); p++ {
				v := s.ViewFor(p)
				b, err := json.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				var back View
				if err := json.Unmarshal(b, &back); err != nil {
					t.Fatalf("seed %d decision %d seat %d: %v\n%s", seed, n, p, err, b)
				}
				if !reflect.DeepEqual(v, &back) {
					t.Fatalf("seed %d decision %d seat %d: the view changed on the way:\n%+v\n%+v", seed, n, p, v, &back)
				}
			}
			m, _ := s.RandomMove(rng)
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestViewJSONRefusesNonsense(t *testing.T) {
	s, _ := NewGame(Options{Seats: FirstDynasties(2)}, 5)
	good, _ := json.Marshal(s.ViewFor(0))
	for _, c := range []struct{ from, to string }{
		{`"me":0`, `"me":5`}, {`"pending_by":`, `"pending_by":9,"x":`}, {`"hand":[`, `"hand":[-3,`},
		{`"turn":`, `"turn":7,"y":`}, {`"seats":[0,1]`, `"seats":[0,0]`}, {`"tile_cell":-1`, `"tile_cell":999`},
	} {
		bad := strings.Replace(string(good), c.from, c.to, 1)
		if bad == string(good) {
			t.Fatalf("%q is not in the view's JSON", c.from)
		}
		var v View
		if err := json.Unmarshal([]byte(bad), &v); err == nil {
			t.Errorf("%s → %s: accepted", c.from, c.to)
		}
	}
}

// The undo rule: back to the start of one's own actions this turn, never past a reveal, another
// seat's decision or a bot's.
func TestTakeback(t *testing.T) {
	u := NewTakeback(10)
	act := Pending{Kind: DecideAction, Player: 1}
	u.Note(10, act, true, []Event{{Kind: EvTilePlaced}})
	if to, ok := u.Target(1); !ok || to != 10 {
		t.Fatalf("after a tile: %d %v", to, ok)
	}
	if _, ok := u.Target(0); ok {
		t.Fatal("another seat may take it back")
	}
	u.Note(11, act, true, []Event{{Kind: EvLeaderPlaced}})
	if to, _ := u.Target(1); to != 11 {
		t.Fatalf("the latest action first: %d", to)
	}
	u.Taken()
	if to, _ := u.Target(1); to != 10 {
		t.Fatalf("then the one before: %d", to)
	}
	u.Note(11, act, true, []Event{{Kind: EvSwapped}, {Kind: EvTilesDrawn}})
	if _, ok := u.Target(1); ok {
		t.Fatal("a swap drew tiles and can still be taken back")
	}
	u.Note(12, Pending{Kind: DecideCommit, Player: 0}, true, nil)
	u.Note(13, act, true, nil)
	if _, ok := u.Target(1); !ok {
		t.Fatal("an action after the other seat's decision cannot be taken back")
	}
	u.Note(14, act, false, nil)
	if _, ok := u.Target(1); ok {
		t.Fatal("a bot's decision for the seat can be taken back past")
	}
	if len(EventsFor([]Event{{Kind: EvScored, Player: 0}, {Kind: EvScored, Player: 1}, {Kind: EvTilePlaced, Player: 1}}, 0)) != 2 {
		t.Fatal("another seat's points are shown")
	}
}

// Views with pieces, leaders and the flow changed at random (in the ranges the wire allows) are
// refused or read into something the bot's sampling and the legal moves handle without a panic.
func TestViewJSONMutations(t *testing.T) {
	s, _ := NewGame(Options{Seats: FirstDynasties(3), Wonder: true, Buildings: true}, 3)
	rng := NewRNG(3)
	for n := 0; n < 60; n++ {
		m, _ := s.RandomMove(rng)
		s.Play(m)
	}
	good, _ := json.Marshal(s.ViewFor(0))
	panics := 0
	for it := 0; it < 1000; it++ {
		var w viewWire
		json.Unmarshal(good, &w)
		for k := 0; k < 1+rng.Intn(4); k++ {
			switch rng.Intn(6) {
			case 0:
				i := rng.Intn(NCells)
				w.Board[i] = [4]int{rng.Intn(5), rng.Intn(5) - 1, rng.Intn(3), rng.Intn(8)}
			case 1:
				w.Players[rng.Intn(3)].Leaders[rng.Intn(4)] = int16(rng.Intn(NCells+1) - 1)
			case 2:
				w.Flow.Pending = int8(rng.Intn(9))
				w.Flow.PendingBy = rng.Intn(3)
			case 3:
				w.Flow.Stage = int8(rng.Intn(7))
				w.Flow.InCF = rng.Intn(2) == 0
				w.Flow.AttCell, w.Flow.DefCell = int16(rng.Intn(NCells)), int16(rng.Intn(NCells))
			case 4:
				w.Hand[rng.Intn(4)] = int8(rng.Intn(10))
			case 5:
				w.MonumentsAt[rng.Intn(6)] = int16(rng.Intn(NCells+1) - 1)
				w.WonderAt = int16(rng.Intn(NCells+1) - 1)
			}
		}
		b, _ := json.Marshal(w)
		var v View
		if json.Unmarshal(b, &v) != nil {
			continue
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					panics++
					t.Errorf("a view read from the wire panics: %v\n%s", r, b)
				}
			}()
			st := v.Sample(NewRNG(1), nil)
			if !st.Over() {
				st.LegalMoves()
			}
		}()
	}
	if panics > 0 {
		t.Fatalf("%d views panicked", panics)
	}
}

// Every field of a view crosses the network: a view with each field set (one the random games of
// TestViewJSONRoundTrip leave at zero, like the English variant or a wonder owed, included) comes
// back equal, and a field added to View, its players, its cells or its flow without a wire form
// fails here because it stays at zero.
func TestViewJSONCarriesEveryField(t *testing.T) {
	s, err := NewGame(Options{Map: AdvancedMap, Seats: FirstDynasties(3), English: true, Buildings: true, Wonder: true, NoMonuments: true, OpenScoring: true}, 4)
	if err != nil {
		t.Fatal(err)
	}
	v := s.ViewFor(1)
	at := 0
	for v.Board[at].Kind != Empty {
		at++ // an empty space, for a leader of seat 1
	}
	v.Board[at] = Cell{Kind: Leader, Color: Green, Owner: 1}
	v.Players[1].Leaders[Green] = int16(at)
	v.Players[2].Swapped, v.Players[2].Catastrophes = 3, 1
	v.Players[0].Score, v.Players[0].Treasures = [NumColors]int16{4, 3, 2, 1}, 1 // open scoring's public points
	v.Score = [NumColors]int16{1, 2, 3, 4}
	v.Treasures, v.Wonder = 2, 40
	v.Monuments[0], v.Buildings[Blue] = 50, 60
	v.PublicOut[Red], v.MyDiscards[Black] = 5, 2
	v.flow = flow{turn: 2, actions: 1, over: true, stage: stageEndTurn, tileCell: 70, unif: 71, inCF: true,
		passing: true, wonderDue: true, endScored: true, pending: Pending{Kind: DecideNone, Player: 2},
		cf: conflict{war: true, color: Blue, attacker: 2, defender: 1, attCell: 72, defCell: 73, attBase: 3, defBase: 4, attCommit: 5, defCommit: 6}}

	covered := map[string]bool{}
	fieldsSet(reflect.ValueOf(*v), "View", covered)
	for path, set := range covered {
		if !set {
			t.Errorf("%s is zero in the test's view: set it, and give it a wire form", path)
		}
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var back View
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if !reflect.DeepEqual(v, &back) {
		t.Fatalf("the view changed on the way:\n%+v\n%+v", v, &back)
	}
}

// fieldsSet notes, for every field under v (an element of an array or slice stands for all of
// them, as path[]), whether some value of it is not zero.
func fieldsSet(v reflect.Value, path string, set map[string]bool) {
	switch {
	case v.Kind() == reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			fieldsSet(v.Field(i), path+"."+v.Type().Field(i).Name, set)
		}
	case (v.Kind() == reflect.Array || v.Kind() == reflect.Slice) && v.Type().Elem().Kind() == reflect.Struct:
		for j := 0; j < v.Len(); j++ {
			fieldsSet(v.Index(j), path+"[]", set)
		}
	default:
		set[path] = set[path] || !v.IsZero()
	}
}
