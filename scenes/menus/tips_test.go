//go:build display

package menus

import (
	"regexp"
	"testing"

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
	img := engine.NewImage(ctx.W, ctx.H)
	defer img.Deallocate()
	setup := NewSetup(h.host())
	rules := NewRules(h.host(), nil)
	screens := []struct {
		name string
		sc   engine.Scene
		ctl  *ui.Controls
	}{{"title", NewTitle(h.host()), nil}, {"setup", setup, &setup.ctl}, {"settings", NewSettingsScene(h.host(), nil), nil},
		{"lessons", NewLessonList(h.host()), nil}, {"rules", rules, &rules.ctl}}
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
