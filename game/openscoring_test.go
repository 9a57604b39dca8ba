package game

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// openGame plays a random game of the option mix a little way with open scoring on or off.
func openGame(t *testing.T, g int, open bool) *State {
	t.Helper()
	mixes := allOptionMixes()
	o := mixes[g%len(mixes)]
	o.OpenScoring = open
	s, err := NewGame(o, uint64(g))
	if err != nil {
		t.Fatal(err)
	}
	playRandom(s, NewRNG(uint64(g)), 20+g%150)
	return s
}

// Under open scoring every seat's view holds every player's real points and treasures, and a
// change to another's points shows in it.
func TestOpenScoringViewShowsEveryonesPoints(t *testing.T) {
	for g := 0; g < 120; g++ {
		s := openGame(t, g, true)
		scored := false
		for p := 0; p < s.NumPlayers(); p++ {
			v := s.ViewFor(p)
			for i := 0; i < s.NumPlayers(); i++ {
				sc, tr, ok := v.PointsOf(i)
				pl := s.Player(i)
				if !ok || sc != pl.Score || tr != int(pl.Treasures) {
					t.Fatalf("game %d: seat %d sees seat %d's points %v %d (%v), real %v %d", g, p, i, sc, tr, ok, pl.Score, pl.Treasures)
				}
				if i != p && (v.Players[i].Score != pl.Score || v.Players[i].Treasures != int(pl.Treasures)) {
					t.Fatalf("game %d: seat %d's public points are not in seat %d's view", g, i, p)
				}
				scored = scored || pl.Score != [NumColors]int16{}
			}
		}
		p, other := g%s.NumPlayers(), (g+1)%s.NumPlayers()
		alt := s.Clone()
		alt.players[other].Score[Blue] += 3
		if reflect.DeepEqual(s.ViewFor(p), alt.ViewFor(p)) {
			t.Fatalf("game %d: seat %d's view did not change with seat %d's open points", g, p, other)
		}
		if g > 100 && !scored {
			t.Fatalf("game %d: nobody has scored: the test proves nothing", g)
		}
	}
}

// Without open scoring no view holds another's points (R11.1): PointsOf says so, and the public
// part of the view is zero whatever the others scored.
func TestClosedScoringViewHidesOthersPoints(t *testing.T) {
	for g := 0; g < 120; g++ {
		s := openGame(t, g, false)
		for p := 0; p < s.NumPlayers(); p++ {
			v := s.ViewFor(p)
			for i := 0; i < s.NumPlayers(); i++ {
				sc, _, ok := v.PointsOf(i)
				if i == p {
					if !ok || sc != s.Player(p).Score {
						t.Fatalf("game %d: seat %d does not see its own points", g, p)
					}
					continue
				}
				if ok || v.Players[i].Score != ([NumColors]int16{}) || v.Players[i].Treasures != 0 {
					t.Fatalf("game %d: seat %d sees seat %d's hidden points", g, p, i)
				}
			}
		}
	}
}

// A bot's determinization of an open game holds the others' real points and ignores any guess;
// of a closed game, the guess.
func TestSampleUsesOpenPoints(t *testing.T) {
	guess := &[4][NumColors]int16{{9, 9, 9, 9}, {9, 9, 9, 9}, {9, 9, 9, 9}, {9, 9, 9, 9}}
	for g := 0; g < 60; g++ {
		for _, open := range []bool{true, false} {
			s := openGame(t, g, open)
			if s.Over() {
				continue
			}
			p := s.Pending().Player
			v := s.ViewFor(p)
			d := v.Sample(NewRNG(uint64(g)), guess)
			if !reflect.DeepEqual(d.ViewFor(p), v) {
				t.Fatalf("game %d open %v: the sample shows seat %d a different view", g, open, p)
			}
			for i := 0; i < s.NumPlayers(); i++ {
				want := s.Player(i).Score
				if !open && i != p {
					want = guess[i]
				}
				if got := d.Player(i).Score; got != want {
					t.Fatalf("game %d open %v: sampled seat %d's points %v, want %v", g, open, i, got, want)
				}
				if open && d.Player(i).Treasures != s.Player(i).Treasures {
					t.Fatalf("game %d: sampled seat %d's treasures differ from the open ones", g, i)
				}
			}
		}
	}
}

// The server sends an open game's points in every view; a closed game's view that carries another
// player's points is refused, so a client never shows what R11.1 hides.
func TestOpenScoringViewJSON(t *testing.T) {
	s := openGame(t, 7, true)
	v := s.ViewFor(0)
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"open_scoring":true`) {
		t.Fatalf("the option is not in the view's JSON: %s", b)
	}
	var back View
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(v, &back) {
		t.Fatalf("the open view changed on the way:\n%+v\n%+v", v, &back)
	}
	closed := strings.Replace(string(b), `"open_scoring":true,`, "", 1)
	if err := json.Unmarshal([]byte(closed), &back); err == nil || !strings.Contains(err.Error(), "hidden") {
		t.Fatalf("a closed view with the others' points: %v", err)
	}
	c := openGame(t, 7, false)
	cb, _ := json.Marshal(c.ViewFor(0))
	if strings.Contains(string(cb), `"score":[`) && strings.Count(string(cb), `"score":`) > 1 {
		t.Fatalf("a closed view sends more than its own points: %s", cb)
	}
	bad := strings.Replace(string(b), `"score":[`, `"score":[-4,`, 2)
	bad = strings.Replace(bad, `"score":[-4,`, `"score":[`, 1) // the first is the viewer's own
	if err := json.Unmarshal([]byte(bad), &back); err == nil {
		t.Fatal("an open view with impossible points was accepted")
	}
}

// The option is a word of the notation, the command line, links and saves: it is written and
// read back everywhere the other options are, and the save of an open game loads open.
func TestOpenScoringWordSurvivesNotationAndSave(t *testing.T) {
	var o Options
	if err := o.SetOptionList("english, open-scoring"); err != nil || !o.OpenScoring || !o.English {
		t.Fatalf("SetOptionList: %+v %v", o, err)
	}
	if w := strings.Join(o.Words(), ","); w != "english,open-scoring" {
		t.Fatalf("Words = %s", w)
	}
	o.Seats = FirstDynasties(3)
	r, err := NewRecord(o, 4)
	if err != nil {
		t.Fatal(err)
	}
	text := r.State().String()
	if !strings.Contains(text, "options english open-scoring") {
		t.Fatalf("the notation does not write the option:\n%s", text)
	}
	back, err := ParsePosition(text)
	if err != nil || !back.Options().OpenScoring {
		t.Fatalf("the notation does not read the option back: %v", err)
	}
	loaded, err := Unmarshal(r.Marshal())
	if err != nil || !loaded.State().Options().OpenScoring || !loaded.State().ViewFor(1).Options.OpenScoring {
		t.Fatalf("the save does not keep the option: %v", err)
	}
	if err := o.SetOption("open-scores"); err == nil || !strings.Contains(err.Error(), "open-scoring") {
		t.Fatalf("a misspelt option: %v", err)
	}
}
