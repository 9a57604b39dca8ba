//go:build display

package scenes

import (
	"image"
	"image/color"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// Two wars in one turn are shown one at a time (review 4, F1): Anna's market on G5 in
// testdata/twowars.pos starts the priests' war and the kings' war; she fights the priests' first,
// commits nothing, and the Easy bot playing Bull decides it. While it is staged and its card read,
// the status line names the priests' war and the kings' question waits; whenever the kings' war is
// asked, the status line names the kings' war, nothing of the priests' war is staged, and the
// board's pieces stand as they will once every animation is over (no count discs, no raised
// pieces), with the kings' supporters framed. Before, the kings' dialog stood beside the priests'
// counted discs and a status line naming the priests. Pictures with TE_SCREENSHOTS=folder.
func TestTwoWarsShownOneAtATime(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			w := priestsWarDecided(t, size)
			w.readCard(size.name)
			w.kingsAskedAlone(size.name)
		})
	}
}

// twoWars is Anna's game of TestTwoWarsShownOneAtATime on a screen, stepped 10 ms a frame.
type twoWars struct {
	t   *testing.T
	p   *Play
	ctx *engine.Context
}

func (w *twoWars) step() {
	w.ctx.Now = w.ctx.Now.Add(10 * time.Millisecond)
	if _, err := w.p.Update(w.ctx); err != nil {
		w.t.Fatal(err)
	}
}

func (w *twoWars) status() string { return strings.Join(w.p.topParts(w.ctx, false), " · ") }

func (w *twoWars) asked() bool { _, ok := w.p.mode().(dialogMode); return ok }

// priestsWarDecided plays Anna's market on G5, the priests' war first and her commitment of
// nothing, until the bot's defence decided it.
func priestsWarDecided(t *testing.T, size screenSize) *twoWars {
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	sh.Settings.AnimSpeed = 2 // normal
	seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}}
	p, err := sh.Play(session.Config{Seats: seats, Start: testPosition(t, "twowars.pos")})
	if err != nil {
		t.Fatal(err)
	}
	w := &twoWars{t: t, p: p, ctx: contextFor(t, size)}
	w.step()
	s := p.Session().Reader.(*session.Session)
	for _, line := range []string{"archer tile g G5", "archer war r", "archer commit 0"} {
		_, m, err := game.ParseMove(line)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Try(m); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		w.step()
	}
	poll.Until(t, time.Minute, "the bot's defence in the priests' war", func() bool {
		w.step()
		cf, ok := s.State().Conflict()
		return ok && cf.Color == game.Black
	})
	if !p.fx.card.ok {
		t.Fatal("the bot decided Anna's war of the priests, and no card tells her how it ended")
	}
	return w
}

// readCard checks that while the priests' war's card stands it alone is named and nothing is
// asked, then reads the card and steps until the kings' war is asked.
func (w *twoWars) readCard(name string) {
	t, p := w.t, w.p
	for range 120 {
		w.step()
		if w.asked() || !strings.Contains(w.status(), "War of the priests") {
			savePicture(render(p, w.ctx), "onewar-card-"+name)
			t.Fatalf("while the priests' war's card stands: asked %v, the status says %q", w.asked(), w.status())
		}
	}
	savePicture(render(p, w.ctx), "onewar-card-"+name)
	w.ctx.In.Keys = []ebiten.Key{ebiten.KeyEnter} // the card read
	w.step()
	w.ctx.In.Keys = nil
	for range 400 {
		if w.asked() {
			return
		}
		if got := w.status(); !strings.Contains(got, "War of the priests") && !strings.Contains(got, "War of the kings") {
			t.Fatalf("between the wars the status says %q", got)
		}
		w.step()
	}
	t.Fatalf("the kings' war is not asked 4 s after the priests' card was read; the status says %q", w.status())
}

// kingsAskedAlone checks the frame in which the kings' war is asked: the dialog and the status
// name it, the board stands still with its supporters framed.
func (w *twoWars) kingsAskedAlone(name string) {
	t, p := w.t, w.p
	if title := strings.Join(append([]string{p.dlg.cur.Title}, p.dlg.cur.Lines...), " "); !strings.Contains(title, "War of the kings") {
		t.Fatalf("the dialog asks %q", title)
	}
	if got := w.status(); !strings.Contains(got, "War of the kings · Anna attacks, Bull defends") || strings.Contains(got, "priests") {
		t.Errorf("while the kings' war is asked the status says %q", got)
	}
	if p.stagedAlone() {
		t.Error("the priests' war is still staged while the kings' war is asked")
	}
	shown := render(p, w.ctx)
	savePicture(shown, "onewar-kings-asked-"+name)
	p.anims.finish() // every piece where it stands: no disc, no piece raised
	still := render(p, w.ctx)
	defer func() { shown.Deallocate(); still.Deallocate() }()
	board := p.lay.Board
	r := image.Rect(int(board.X), int(board.Y), int(board.X+board.W), int(board.Y+board.H))
	if !sameImage(crop(shown, r), crop(still, r), 8) {
		savePicture(still, "onewar-kings-still-"+name)
		t.Error("while the kings' war is asked the board still moves the priests' war's pieces or discs")
	}
	att, def := p.sess.State().Supporters()
	if len(att) == 0 || len(def) == 0 {
		t.Fatalf("the kings' war has supporters %v and %v", att, def)
	}
	for side, cells := range [][]int{att, def} {
		for _, c := range cells {
			if !supporterFramed(p, still, c, side) {
				t.Errorf("the kings' war's supporter on %s is not framed while it is asked", game.SpaceName(c))
			}
		}
	}
}

// supporterFramed reports that the space c carries side's ring (supportermarks.go): its colour
// straddles the space's edge, the attacker's on the left and the defender's on the right,
// halfway down.
func supporterFramed(p *Play, img *ebiten.Image, c, side int) bool {
	r := p.lay.CellRect(c)
	x := int(r.X) + 1
	if side == 1 {
		x = int(r.X+r.W) - 2
	}
	return near(img.At(x, int(r.Y+r.H/2)), [2]color.RGBA{colAttack, colDefence}[side], 40)
}
