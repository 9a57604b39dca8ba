package review

import (
	"encoding/json"
	"fmt"
	"slices"
)

// A review stopped part way (a player who looks and leaves) keeps the decisions weighed so far,
// so asked again it goes on from there (Options.Known) rather than weighing them all again. The
// partial record names its game, settings and seats' names: the decisions' losses and sentences
// depend on them, and any other review starts over.
type partialKept struct {
	Version    int      `json:"version"`
	Game       string   `json:"game"`
	Iterations int      `json:"iterations"`
	Pairs      int      `json:"pairs"`
	Seed       uint64   `json:"seed"`
	Names      []string `json:"names,omitempty"`
	Decisions  []Choice `json:"decisions"`
}

// MarshalPartial writes the decisions weighed so far of a review of gameID with settings o and
// seats' names names.
func MarshalPartial(gameID string, o Options, names []string, weighed []Choice) []byte {
	o.defaults()
	b, _ := json.Marshal(partialKept{Version: keptVersion, Game: gameID, Iterations: o.Iterations, Pairs: o.Pairs,
		Seed: o.Seed, Names: names, Decisions: weighed})
	return b
}

// UnmarshalPartial reads decisions written by MarshalPartial for the same game, settings and
// names; any other (or a damaged record) is an error, and the review starts over.
func UnmarshalPartial(data []byte, gameID string, o Options, names []string) ([]Choice, error) {
	o.defaults()
	var k partialKept
	if err := json.Unmarshal(data, &k); err != nil {
		return nil, fmt.Errorf("the kept part of a review is damaged: %v", err)
	}
	if k.Version != keptVersion || k.Game != gameID || k.Iterations != o.Iterations || k.Pairs != o.Pairs ||
		k.Seed != o.Seed || !slices.Equal(k.Names, names) {
		return nil, fmt.Errorf("the kept part of a review is of another game or settings")
	}
	return k.Decisions, nil
}
