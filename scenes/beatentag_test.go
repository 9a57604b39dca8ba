//go:build display

package scenes

import (
	"image"
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/summary"
	"tigris/scenes/ui"
	"tigris/storage"
)

// botRevolt is Anna (Archer, holding no temple) against a Medium bot at testdata/botrevolt.pos:
// with its last action Bull's king revolts against Anna's at F5 and wins; the rules commit nothing
// for Anna. It returns once the revolt's card stands for her, the staging counted. The bot is
// seeded at random, as every game's, and revolts about four times in five (it may place its
// priest instead): a game where it did not is played again, eight times at most.
func botRevolt(t *testing.T, size screenSize, touch bool) (*Play, *driver) {
	t.Helper()
	var log []string
	for range 8 {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
		seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Medium}}
		p, err := sh.Play(session.Config{Seats: seats, Start: testPosition(t, "botrevolt.pos"), Seed: 1, BotDelay: time.Nanosecond})
		if err != nil {
			t.Fatal(err)
		}
		ctx := contextFor(t, size)
		ctx.In.TouchScreen = touch
		d := &driver{t: t, ctx: ctx, scene: p}
		poll.Until(t, 30*time.Second, "the revolt's card, or Anna's turn without one", func() bool {
			d.step(0, 0, false)
			return p.fx.card.ok && !p.anims.revealing() || p.sess.HumanToDecide() && !p.fx.card.ok && len(p.anims.list) == 0
		})
		if p.fx.card.ok && p.fx.card.cs.defender == 0 {
			return p, d
		}
		log = p.sess.Log()
		d.free()
	}
	t.Fatalf("in eight games the bot never revolted against Anna: %q", log)
	return nil, nil
}

// When a leader is beaten in a conflict, its count disc goes with it as it topples: the disc
// stayed, "0" or "1", beside the empty space while the card was read (review 6, d22/m13). The
// winner's disc stays, ringed in gold. Pictures with TE_SCREENSHOTS=folder.
func TestABeatenLeadersCountGoesWithIt(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			p, d := botRevolt(t, size, false)
			defer d.free()
			// past the staging's end: it stands still at the card, the beaten king toppled
			p.anims.start = p.anims.start.Add(-2 * time.Second)
			d.step(0, 0, false)
			d.step(0, 0, false)
			if p.animSpeed() > 0 && !p.anims.frozen {
				t.Fatal("the staging does not stand still under the card")
			}
			img := d.draw("beaten-count-" + size.name)
			pic := image.NewRGBA(img.Bounds())
			img.ReadPixels(pic.Pix)
			cs := p.fx.card.cs
			conflict := append(append([]int{cs.attCell, cs.defCell}, cs.att...), cs.def...)
			st := p.sess.State()
			occupied := func(i int) bool { return slices.Contains(conflict, i) || st.Cell(i).Kind != game.Empty }
			_, _, _, won := countDisc(&p.lay, occupied, cs.attCell, nil)
			_, _, _, lost := countDisc(&p.lay, occupied, cs.defCell, []ui.Rect{won})
			if n := coloured(pic, won, colAttack); n < int(won.W*won.H/8) {
				t.Errorf("the winner's count disc shows %d pixels of its colour in %v", n, won)
			}
			if n := coloured(pic, lost, colDefence); n > int(lost.W*lost.H/40) {
				t.Errorf("Anna's king went home, and its count disc still shows (%d pixels of its colour in %v)", n, lost)
			}
		})
	}
}

// coloured counts the pixels of r near colour c.
func coloured(pic *image.RGBA, r ui.Rect, c color.RGBA) int {
	n := 0
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			if near(pic.RGBAAt(x, y), c, 24) {
				n++
			}
		}
	}
	return n
}

// On a phone the card of a conflict the person fought and the card of what happened since his
// last turn are never on screen together (review 6, m13: one over the board, one over the panel,
// the since-card hiding rows A to G): the conflict's card first, then, once read, the since-card.
func TestAPhoneShowsOneCardAtATime(t *testing.T) {
	drawtest.Start(t)
	p, d := botRevolt(t, screenSize{"phone-3x", 390, 844, 3}, true)
	defer d.free()
	ctx := d.ctx
	both := func() bool {
		_, card := p.fx.card.place(p, ctx)
		return card && p.since.open
	}
	frames := 0 // counted from Anna's turn on screen with the card shown
	poll.Until(t, 20*time.Second, "Anna's turn on screen, the card shown", func() bool {
		d.step(0, 0, false)
		if both() {
			d.look("one-card-phone-both")
			t.Fatal("the since-card opens over the board while the revolt's card waits")
		}
		if _, card := p.fx.card.place(p, ctx); card && p.sess.State().Turn() == 0 {
			frames++
		}
		return frames >= 5 || !p.fx.card.ok
	})
	d.look("one-card-phone-result")
	if !p.fx.card.ok {
		t.Fatal("the revolt's card went before Anna read it")
	}
	d.click("seen-conflict")
	poll.Until(t, 10*time.Second, "the since-card", func() bool {
		d.step(0, 0, false)
		return p.since.open
	})
	d.look("one-card-phone-since")
	if both() {
		t.Error("both cards stand once the revolt's was read")
	}
	if !slices.ContainsFunc(p.since.lines, func(l summary.Line) bool { return strings.Contains(l.Text, "revolts against") }) {
		t.Errorf("the since-card leaves out the revolt: %v", p.since.lines)
	}
}
