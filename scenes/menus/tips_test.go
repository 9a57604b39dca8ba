//go:build display

package menus

import (
	"regexp"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// A tip a player reads says the rule in words: no rule id like "R9.2" (they belong to RULES.md
// and the rules book's reference line under each page's title). The rules pages' own words are
// checked in scenes/rulebook; here, the footer's tips, the same on every page.
func TestMenuTipsHaveNoRuleIDs(t *testing.T) {
	id := regexp.MustCompile(`\bR[0-9]+(\.[0-9]+)?\b`)
	ctx := newContext(t, 1280, 3*800, 1) // tall: every row of a menu is drawn
	h := newTestHost()
	img := ebiten.NewImage(ctx.W, ctx.H)
	defer img.Deallocate()
	setup := NewSetup(h)
	rules := NewRules(h, nil)
	screens := []struct {
		name string
		sc   engine.Scene
		ctl  *ui.Controls
	}{{"title", NewTitle(h), nil}, {"setup", setup, &setup.ctl}, {"settings", NewSettingsScene(h, nil), nil},
		{"lessons", NewLessonList(h), nil}, {"rules", rules, &rules.ctl}}
	screens[0].ctl = &screens[0].sc.(*Title).ctl
	screens[2].ctl = &screens[2].sc.(*SettingsScene).ctl
	screens[3].ctl = &screens[3].sc.(*LessonList).ctl
	tips := 0
	check := func(name string, ctl *ui.Controls) {
		for _, c := range ctl.Hits {
			tips++
			if m := id.FindString(c.Tip); m != "" {
				t.Errorf("%s: a tip reads %s: %q", name, m, c.Tip)
			}
		}
	}
	for _, s := range screens {
		img.Clear()
		s.sc.Draw(img, ctx)
		check(s.name, s.ctl)
	}
	if tips < 20 {
		t.Fatalf("only %d tips read: the menus were not drawn", tips)
	}
}

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
	r := NewRules(newTestHost(), nil)
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
