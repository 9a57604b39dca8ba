//go:build display

package themes

import (
	"testing"

	"tigris/game"
)

// The science-fiction edition renames every thing of the game a text names, things in the
// singular and the plural, so no Mesopotamian word shows among its colonies and labs.
func TestSpaceRenamesEveryThing(t *testing.T) {
	words := []string{"kingdom", "kingdoms", "treasure", "treasures", "catastrophe", "catastrophes",
		"monument", "monuments", "river", "rivers", "revolt", "revolts", "dynasty", "dynasties",
		"wonder", "unification", "palace", "library", "granary", "market hall"}
	for c := game.Color(0); c < game.NumColors; c++ {
		words = append(words, c.TileName(), c.TileName()+"s", c.LeaderName(), c.LeaderName()+"s")
	}
	for d := game.Dynasty(0); d < game.NumDynasties; d++ {
		words = append(words, d.String()) // a dynasty is a name: no plural
	}
	for _, w := range words {
		if got := Space.Say(w); got == w {
			t.Errorf("the space edition keeps %q", w)
		}
	}
}
