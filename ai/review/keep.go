package review

import (
	"encoding/json"
	"fmt"
)

// A review is kept beside its save, never inside it: the save format (game/save.go) reads a header
// line it does not know as the start of the position, so a line of review would break every
// older game that reads the save. Beside it, as JSON under the save's name with KeptSuffix (the
// command line) or in the store's reviews group (the game), a save stays as it was and the review
// is made once. Fingerprint ties it to its game: a save played on after its review (or replaced)
// is reviewed again.
const KeptSuffix = ".review"

// keptVersion is the kept review's format.
const keptVersion = 1

type kept struct {
	Version int     `json:"version"`
	Review  *Review `json:"review"`
}

// Marshal writes a review to be kept.
func (r *Review) Marshal() []byte {
	b, _ := json.MarshalIndent(kept{Version: keptVersion, Review: r}, "", " ")
	return b
}

// Unmarshal reads a kept review; it refuses one that is damaged or of a newer format.
func Unmarshal(data []byte) (*Review, error) {
	var k kept
	if err := json.Unmarshal(data, &k); err != nil {
		return nil, fmt.Errorf("the kept review is damaged: %v", err)
	}
	if k.Version < 1 || k.Version > keptVersion || k.Review == nil {
		return nil, fmt.Errorf("the kept review's format %d is not understood", k.Version)
	}
	return k.Review, nil
}

// Fits reports that a kept review is of this game, made with these settings (a threshold of its
// own is applied by Rethreshold: the losses do not depend on it).
func (r *Review) Fits(gameID string, o Options) bool {
	o.defaults()
	return r.Game == gameID && r.Iterations == o.Iterations && r.Pairs == o.Pairs && r.Seed == o.Seed &&
		len(r.Seats) > 0
}
