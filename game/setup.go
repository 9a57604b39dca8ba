package game

import (
	"fmt"
	"strings"
)

// TileTotals are the 153 tiles of the game by colour (R1.2).
var TileTotals = [NumColors]int{57, 36, 30, 30}

// OptionWords are the options' words, as SetOption reads them and the notation writes them.
var OptionWords = []string{"english", "buildings", "wonder", "no-monuments", "open-scoring"}

// SetOption turns on one option by its word: english (R7.8), buildings (R9.2), wonder (R9.3),
// no-monuments or open-scoring (every player's points public, an exception to R11.1).
// The notation, the command line and the arena all read options through it.
func (o *Options) SetOption(word string) error {
	switch word {
	case "english":
		o.English = true
	case "buildings":
		o.Buildings = true
	case "wonder":
		o.Wonder = true
	case "no-monuments":
		o.NoMonuments = true
	case "open-scoring":
		o.OpenScoring = true
	default:
		return fmt.Errorf("unknown option %q (%s)", word, strings.Join(OptionWords, ", "))
	}
	return nil
}

// Words are the options that are on, as SetOption reads them, in the notation's order.
func (o Options) Words() []string {
	var w []string
	if o.English {
		w = append(w, "english")
	}
	if o.Buildings {
		w = append(w, "buildings")
	}
	if o.Wonder {
		w = append(w, "wonder")
	}
	if o.NoMonuments {
		w = append(w, "no-monuments")
	}
	if o.OpenScoring {
		w = append(w, "open-scoring")
	}
	return w
}

// SetOptionList turns on the options of a comma-separated list such as "english,wonder".
func (o *Options) SetOptionList(list string) error {
	for _, w := range strings.Split(list, ",") {
		if w = strings.TrimSpace(w); w != "" {
			if err := o.SetOption(w); err != nil {
				return err
			}
		}
	}
	return nil
}

// Validate checks setup options.
func (o Options) Validate() error {
	if len(o.Seats) < 2 || len(o.Seats) > 4 {
		return fmt.Errorf("a game has 2 to 4 players, not %d", len(o.Seats))
	}
	seen := map[Dynasty]bool{}
	for _, d := range o.Seats {
		if d < 0 || d >= NumDynasties {
			return fmt.Errorf("unknown dynasty %d", d)
		}
		if seen[d] {
			return fmt.Errorf("dynasty %s is seated twice", d)
		}
		seen[d] = true
	}
	if o.Map != StandardMap && o.Map != AdvancedMap {
		return fmt.Errorf("unknown map %d", o.Map)
	}
	return nil
}

// newEmpty makes a state with the seats and options but nothing placed.
func newEmpty(o Options) *State {
	s := &State{core: core{mapID: o.Map, english: o.English, buildOpt: o.Buildings, wonderOpt: o.Wonder, noMonu: o.NoMonuments, openScore: o.OpenScoring,
		n: int8(len(o.Seats)), wonder: -1, flow: flow{tileCell: -1, unif: -1, actions: 2}}}
	for i := range s.monuments {
		s.monuments[i] = -1
	}
	for i := range s.buildings {
		s.buildings[i] = -1
	}
	for i, d := range o.Seats {
		s.players[i] = Player{Dynasty: d, Catastrophes: 2, Leaders: [NumColors]int16{-1, -1, -1, -1}}
	}
	return s
}

// NewGame sets up a game (R2): treasure temples on the map, the rest of the tiles shuffled in
// the bag with the seed, six tiles to each player in seat order, and a random start player.
func NewGame(o Options, seed uint64) (*State, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	s := newEmpty(o)
	mp := s.Map()
	for _, i := range mp.TreasureSpaces {
		s.board[i] = Cell{Kind: Tile, Color: Red, Flags: FlagTreasure}
	}
	rest := TileTotals
	rest[Red] -= len(mp.TreasureSpaces)
	rng := NewRNG(seed)
	s.bag = shuffledBag(rest, rng)
	for p := 0; p < int(s.n); p++ {
		s.draw(p, 6, eventLog{})
	}
	s.turn = int8(rng.Intn(int(s.n)))
	s.advance(eventLog{})
	return s, nil
}

func shuffledBag(counts [NumColors]int, rng *RNG) []Color {
	var bag []Color
	for c := Color(0); c < NumColors; c++ {
		for i := 0; i < counts[c]; i++ {
			bag = append(bag, c)
		}
	}
	rng.shuffleColors(bag)
	return bag
}
