//go:build display

package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// memoryClipboard stands for the system's clipboard.
type memoryClipboard struct{ text string }

func (c *memoryClipboard) Copy(text string) error { c.text = text; return nil }
func (c *memoryClipboard) Paste() <-chan Pasted {
	ch := make(chan Pasted, 1)
	ch <- Pasted{Text: c.text}
	return ch
}

// A position copied in one game starts another from the new-game screen; the copy hides the
// others' tiles, the whole game is offered only at the end, and a link gives the game as its player knows it.
func TestCopyAndPasteAPosition(t *testing.T) {
	cb := &memoryClipboard{}
	d, p, sh := openMenu(t, cb)
	d.click("share")
	d.look("menu-share")
	if d.has("copy-game") {
		t.Fatal("the whole game is offered before its end")
	}
	d.click("copy-link")
	if !strings.HasPrefix(cb.text, "http://127.0.0.1:8080/?") || strings.Contains(cb.text, "seed=") ||
		!strings.Contains(cb.text, "hand+bull+%3F%3F%3F%3F%3F%3F") || strings.Contains(cb.text, "bag") {
		t.Fatalf("the link: %q", cb.text)
	}
	d.click("copy-position")
	if !strings.Contains(cb.text, "hand bull ??????") || !strings.Contains(p.menu.msg, "copied") {
		t.Fatalf("copied %q, said %q", cb.text, p.menu.msg)
	}
	want := p.Session().State()
	d.scene = sh.Title()
	d.click("new")
	d.click("paste")
	d.step(0, 0, false)
	setup := d.scene.(*menus.Setup)
	if setup.From() == nil {
		t.Fatalf("the pasted position was not taken: %s", setup.Err())
	}
	d.look("setup-pasted")
	d.click("start")
	np, ok := d.scene.(*Play)
	if !ok {
		t.Fatalf("Start opened %T: %s", d.scene, setup.Err())
	}
	got := np.Session().State()
	if got.BoardText("") != want.BoardText("") || got.Player(0).Hand != want.Player(0).Hand {
		t.Fatal("the pasted game is not the copied position")
	}
	// a clipboard without a position: the reason, and nothing changes
	cb.text = "hello"
	d.scene = NewSetup(sh)
	d.click("paste")
	d.step(0, 0, false)
	if s := d.scene.(*menus.Setup); s.From() != nil || !strings.Contains(s.Err(), "no position") {
		t.Fatalf("pasting text that is no position: %q", s.Err())
	}
}

// openMenu starts a game against a bot on a page at a known address with clipboard cb, and
// opens its menu.
func openMenu(t *testing.T, cb Clipboard) (*driver, *Play, *Shell) {
	drawtest.Start(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Clipboard: cb, PageURL: "http://127.0.0.1:8080/"}
	p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}}, Seed: 77})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, ctx: newContext(t), scene: p}
	d.step(0, 0, false)
	d.key(ebiten.KeyEscape)
	return d, p, sh
}

// has reports whether a control is drawn.
func (d *driver) has(id string) bool {
	d.look("")
	for _, c := range d.ctl().Hits {
		if c.ID.String() == id {
			return true
		}
	}
	return false
}

// tapClipboard stands for the browser's clipboard, which copies from within a tap's own event:
// it keeps the choices armed last.
type tapClipboard struct {
	memoryClipboard
	offers []Offer
}

func (c *tapClipboard) Offer(_ *engine.Context, offers []Offer) {
	c.offers = append(c.offers[:0], offers...)
}
func (c *tapClipboard) Handles(string) bool           { return false }
func (c *tapClipboard) Outcome() (o Outcome, ok bool) { return o, false }
func (c *tapClipboard) armed(key string) (r bool) {
	for _, o := range c.offers {
		r = r || o.Key == key
	}
	return r
}

// The Share choices are armed for a tap as soon as they are drawn: a tap on Copy a link that
// comes before the next update (a quick hand, a fast machine) copies within the tap.
func TestShareChoicesArmedWhenDrawn(t *testing.T) {
	cb := &tapClipboard{}
	d, _, _ := openMenu(t, cb)
	d.click("share")
	if cb.armed("copy-link") {
		t.Fatal("the choices were armed before they were drawn")
	}
	d.look("")
	if !cb.armed("copy-link") || !cb.armed("copy-position") {
		t.Fatalf("drawn but not armed: %+v", cb.offers)
	}
	d.click("cancel")
	d.look("")
	if len(cb.offers) != 0 {
		t.Fatalf("the choices stay armed after Cancel: %+v", cb.offers)
	}
}
