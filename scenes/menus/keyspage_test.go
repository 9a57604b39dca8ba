//go:build display

package menus

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// capKey is the key a cap of the Keys page names.
func capKey(label string) (ebiten.Key, error) {
	switch label {
	case "Esc":
		return ebiten.KeyEscape, nil
	case "←":
		return ebiten.KeyArrowLeft, nil
	case "→":
		return ebiten.KeyArrowRight, nil
	}
	var k ebiten.Key
	err := k.UnmarshalText([]byte(label))
	return k, err
}

// The Keys page's caps name real keys, and those of the rules book do what the page says: the
// arrows turn its pages (the board's keys are tried in the scenes' tests).
func TestKeysPageNamesRealKeys(t *testing.T) {
	n := 0
	for _, pg := range rulesPages {
		for _, k := range pg.Keys {
			for _, c := range k.Caps {
				if _, err := capKey(c); err != nil {
					t.Errorf("%q names a key %q that is none: %v", pg.Title, c, err)
				}
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no page lists keys")
	}
	ctx := newContext(t, 1280, 800, 1)
	r := NewRules(newTestHost().host(), nil)
	press := func(k ebiten.Key) {
		ctx.In = &engine.Input{Keys: []ebiten.Key{k}}
		if _, err := r.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	press(ebiten.KeyArrowRight)
	if r.page != 1 {
		t.Fatalf("→ left the rules on page %d", r.page+1)
	}
	press(ebiten.KeyArrowLeft)
	if r.page != 0 {
		t.Fatalf("← left the rules on page %d", r.page+1)
	}
}
