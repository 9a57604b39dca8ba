//go:build display

package scenes

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	"tigris/engine"
	"tigris/game"
	"tigris/lessons"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// On a phone held upright every lesson's box shows, before any scrolling, its title, what to do
// and the whole first sentence of what it explains (review 5: half a line of it under the scroll's
// chevron), and never covers a space the lesson points at; a tip on the board's foot stands above it. (A 360x640 phone's box, held to the
// board's lowest quarter, still scrolls for two lessons' first sentences.) The same with the board
// as printed (Settings › Board on an upright phone).
func TestAPhonesLessonBoxShowsTheFirstSentence(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[0], phone2x, {"phone-printed-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			if strings.Contains(size.name, "printed") {
				sh.Settings.PhoneBoard = 1
			}
			d := &driver{t: t, ctx: ctx, scene: sh.Title()}
			defer func() { d.free() }()
			for i := range lessons.All {
				if err := sh.StartLesson(ctx, i); err != nil {
					t.Fatal(err)
				}
				d.scene = ctx.TakeSwitch()
				p := d.scene.(*Play)
				d.step(0, 0, false)
				d.draw(fmt.Sprintf("%s-lesson%d-first", size.name, i+1))
				if p.lay.AsPrinted != strings.Contains(size.name, "printed") {
					t.Fatalf("lesson %d: the board as printed %v", i+1, p.lay.AsPrinted)
				}
				box, text := p.lesson.box()
				th, u := p.theme(), p.lay.U
				inner := box.W - 32*u
				said, ask := p.lesson.lines()
				need := 8*u + th.Paragraph(nil, ctx, p.lesson.title(), 0, 0, inner, 15, true, th.Accent, engine.Left) + 6*u +
					th.Paragraph(nil, ctx, ask, 0, 0, inner, 15, true, th.Text, engine.Left) + 8*u +
					th.Paragraph(nil, ctx, firstSentence(said), 0, 0, inner, 14, false, th.Text, engine.Left)
				if firstSentence(said) != said && p.lesson.text.Hidden() > u { // (moreBelow's test)
					need += ui.FadeH * u // the foot of a page with more below fades under the chevron
				}
				if need > text.H {
					t.Errorf("lesson %d: the box's first view is %.0f high, its ask and first sentence %.0f: %q", i+1, text.H, need, firstSentence(said))
				}
				for _, tip := range []*onceTip{&p.turnTip, &p.zoomTip} {
					if tip.on && ui.Overlaps(tip.at, box) {
						t.Errorf("lesson %d: the tip %q %v covers the box %v", i+1, tip.heading, tip.at, box)
					}
				}
				for _, c := range lessonOf(p.sess.Reader).Lit() {
					if ui.Overlaps(box, p.lay.CellRect(c)) {
						t.Errorf("lesson %d: the box %v covers the space %s it points at", i+1, box, game.SpaceName(c))
					}
				}
			}
		})
	}
}

// On a phone the finished lesson's box, which reaches down over the idle hand, is opaque: the
// hand's tiles showed faintly through it (review 5).
func TestAPhonesDoneLessonHidesTheHand(t *testing.T) {
	drawtest.Start(t)
	ctx := contextFor(t, everySize[0])
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	d := &driver{t: t, ctx: ctx, scene: sh.Title()}
	defer func() { d.free() }()
	if err := sh.StartLesson(ctx, 0); err != nil {
		t.Fatal(err)
	}
	d.scene = ctx.TakeSwitch()
	p := d.scene.(*Play)
	for _, m := range []game.Move{game.TileMove(game.Green, mustSpace(t, "G4")), game.TileMove(game.Blue, mustSpace(t, "E3"))} {
		if err := p.Session().Try(m); err != nil {
			t.Fatal(err)
		}
	}
	d.step(0, 0, false)
	img := d.draw("phone-lesson-done-hand")
	box, _ := p.lesson.box()
	want := color.RGBAModel.Convert(p.theme().Log).(color.RGBA)
	under := 0
	for _, h := range p.lay.Hand {
		x, y := int(h.X+h.W/2), int(h.Y+h.H/2)
		if !box.In(x, y) {
			continue
		}
		under++
		if got := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA); got != want {
			t.Errorf("at the hand's slot %v the box is %v, not its colour %v: the hand shows through", h, got, want)
		}
	}
	if under == 0 {
		t.Fatalf("the done box %v stands over none of the hand's slots %v: the test shows nothing", box, p.lay.Hand)
	}
}
