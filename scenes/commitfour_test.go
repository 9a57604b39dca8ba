//go:build display

package scenes

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// hotSeatRevoltOfFour is the two-player revolt of testdata/revolt.pos (Anna's priest dropped on
// G4 against Bo's on H5) with three temples in each hand, so each side's card offers four
// choices (commit 0 to 3), in a shell of settings st.
func hotSeatRevoltOfFour(t *testing.T, d *driver, st func(*settings.Settings)) *Play {
	t.Helper()
	data, err := os.ReadFile("testdata/revolt.pos")
	if err != nil {
		t.Fatal(err)
	}
	pos := strings.NewReplacer("hand archer rrbkgg", "hand archer rrrbkg", "hand bull rrbbkk", "hand bull rrrbkk").Replace(string(data))
	start, err := game.ParsePosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	st(&sh.Settings)
	seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}}
	p, err := sh.Play(session.Config{Seats: seats, Start: start})
	if err != nil {
		t.Fatal(err)
	}
	return askRevolt(t, d, p)
}

// A phone's commitment card of four choices (commit 0 to 3) shows its words whole, with no part
// under a scroll: both totals and the defender's "Commit 2 to win: a tie is yours." were cut to
// one line under a chevron, the four choices taking two rows of a small card (review 6, m08).
// At both phone sizes, both themes and both phone boards (turned, as printed), the attacker's
// card and the defender's (the attacker having committed 2), and a phone held sideways and a
// desktop once; every choice is 44 CSS px at least each way, and the card stands off the board.
// Pictures with TE_SCREENSHOTS=folder.
func TestPhoneCommitCardOfFourChoicesShowsItsWordsWhole(t *testing.T) {
	drawtest.Start(t)
	type look struct {
		size         screenSize
		theme, board int
	}
	var looks []look
	for _, size := range []screenSize{everySize[0], everySize[2]} {
		for _, theme := range []int{0, settings.Space} {
			looks = append(looks, look{size, theme, 0}, look{size, theme, 1})
		}
	}
	// a phone held sideways and a desktop, once: their cards fitted
	looks = append(looks, look{everySize[1], 0, 0}, look{everySize[5], 0, 0})
	for _, lk := range looks {
		for _, defend := range []bool{false, true} {
			name := fmt.Sprintf("commit4-%s-%s-%s-%s", lk.size.name, settings.ThemeNames[lk.theme], settings.PhoneBoardNames[lk.board],
				map[bool]string{false: "attacks", true: "defends"}[defend])
			t.Run(name, func(t *testing.T) {
				ctx := contextFor(t, lk.size)
				d := &driver{t: t, ctx: ctx}
				p := hotSeatRevoltOfFour(t, d, func(s *settings.Settings) { s.Theme, s.PhoneBoard = lk.theme, lk.board })
				defer func() { d.free() }()
				if defend {
					d.click("option2") // Anna commits 2; Bo takes the screen
					d.click("ready")
				}
				// by finger as on a phone, from here: two quick taps by finger were a double tap
				// that enlarged the board
				ctx.In.Touch, ctx.In.TouchScreen = true, true
				d.step(0, 0, false)
				d.draw(name)
				checkFourChoiceCard(t, p, d, defend)
			})
		}
	}
}

// checkFourChoiceCard fails where the commitment's card drawn last hides any of its words under
// a scroll, covers the board, or offers other than four choices a finger wide, on the card, their
// words fitting them.
func checkFourChoiceCard(t *testing.T, p *Play, d *driver, defend bool) {
	t.Helper()
	ctx := d.ctx
	if p.sess.State().Pending().Kind != game.DecideCommit || !p.dlg.ok {
		t.Fatalf("no commitment asked: %v", p.sess.State().Pending().Kind)
	}
	if n := len(p.dlg.cur.Options); n != 4 {
		t.Fatalf("the card offers %d choices, want 4", n)
	}
	lines := strings.Join(p.dlg.lines(ctx), " ")
	if defend && !strings.Contains(lines, "Commit 2 to win") {
		t.Errorf("the defender's card does not say what wins: %q", lines)
	}
	if hid := p.dlg.text.Hidden(); hid > 0 {
		t.Errorf("%.0f CSS px of the card's words are under a scroll: %q", hid/ctx.Device, lines)
	}
	board := p.lay.Board
	if p.lay.View.W > 0 {
		board = p.lay.View
	}
	if ui.Overlaps(p.dlg.at, board) {
		t.Errorf("the card %v covers the board %v", p.dlg.at, board)
	}
	n := 0
	for _, c := range p.ctl.Hits {
		if !strings.HasPrefix(c.ID.String(), "option") {
			continue
		}
		n++
		if c.R.W < 44*ctx.Device-0.5 || c.R.H < 44*ctx.Device-0.5 {
			t.Errorf("the choice %q is %.0fx%.0f CSS px, under 44 to tap", c.Label, c.R.W/ctx.Device, c.R.H/ctx.Device)
		}
		if !inside(c.R, ctx) || c.R.Y < p.dlg.at.Y || c.R.Bottom() > p.dlg.at.Bottom() {
			t.Errorf("the choice %q at %v stands off its card %v", c.Label, c.R, p.dlg.at)
		}
	}
	if n != 4 {
		t.Errorf("%d choices drawn, want 4", n)
	}
	checkLabels(t, ctx, "the commitment's card", &p.ctl)
}
