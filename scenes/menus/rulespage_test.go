//go:build display

package menus

import (
	"regexp"
	"testing"

	"tigris/game"
	"tigris/scenes/ui"
)

// The rules pages speak to players: no page's head names the rulebook's ids ("rules R5.4, R7.1"),
// though the pages keep them for the book's readers.
func TestRulesPagesShowNoRuleIDs(t *testing.T) {
	id := regexp.MustCompile(`\bR[0-9]+`)
	named := 0
	for i, pg := range rulesPages {
		if pg.Rules != "" {
			named++
		}
		if head := rulesHead(i); id.MatchString(head) {
			t.Errorf("%q: its head says %q", pg.Title, head)
		}
	}
	if named == 0 {
		t.Fatal("no page names its rules: the test shows nothing")
	}
}

// A picture's labels cover neither one another nor another marked space's piece (page 1's
// "temple" lay over the market below it).
func TestRulesLabelsCoverNoOtherMark(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	th := newTestHost().theme
	for _, pg := range rulesPages {
		for _, p := range pg.Pictures {
			_, _, cols, rows, err := p.Window()
			if err != nil {
				cols, rows = game.Cols, game.Rows
			}
			cell := 64.0
			col, row, _, _, _ := p.Window()
			spots := labelSpots(ctx, th, p.Marks, cell, func(i int) ui.Rect {
				return ui.Rect{X: float64(i%game.Cols-col) * cell, Y: float64(i/game.Cols-row) * cell, W: cell, H: cell}
			}, cell*float64(cols), cell*float64(rows))
			for k, m := range p.Marks {
				for j, o := range p.Marks {
					if j == k || o.Space == m.Space {
						continue
					}
					i, _ := game.ParseSpace(o.Space)
					other := ui.Rect{X: float64(i%game.Cols-col) * cell, Y: float64(i/game.Cols-row) * cell, W: cell, H: cell}.Inset(cell * 0.04)
					if ui.Overlaps(spots[k], other) {
						t.Errorf("%q: the label %q covers the mark at %s", pg.Title, m.Label, o.Space)
					}
					if j < k && ui.Overlaps(spots[k], spots[j]) {
						t.Errorf("%q: the labels %q and %q overlap", pg.Title, m.Label, o.Label)
					}
				}
			}
		}
	}
}

// A page's small situation is drawn large: page 1's five columns fill most of a desktop's column
// rather than standing in a corner of it.
func TestRulesPicturesFillThePage(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	r := NewRules(newTestHost().host(), nil)
	draw(ctx, r).Deallocate()
	if len(r.figs) == 0 {
		t.Fatal("page 1 drew no picture")
	}
	if w, h := r.figs[0].img.Bounds().Dx(), r.figs[0].img.Bounds().Dy(); w < 400 || h < 400 {
		t.Errorf("page 1's picture is %dx%d at 1280x800", w, h)
	}
}
