//go:build display

package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/session"
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
	sh := &Shell{Store: storage.NewMemory(), Settings: session.DefaultSettings(), Seed: 42, Clipboard: cb, PageURL: "http://127.0.0.1:8080/"}
	p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}}, Seed: 77})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, ctx: newContext(t), scene: p}
	d.step(0, 0, false)
	d.key(ebiten.KeyEscape)
	d.click("share")
	d.draw("menu-share")
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
	setup := d.scene.(*Setup)
	if setup.from == nil {
		t.Fatalf("the pasted position was not taken: %s", setup.err)
	}
	d.draw("setup-pasted")
	d.click("start")
	np, ok := d.scene.(*Play)
	if !ok {
		t.Fatalf("Start opened %T: %s", d.scene, setup.err)
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
	if s := d.scene.(*Setup); s.from != nil || !strings.Contains(s.err, "no position") {
		t.Fatalf("pasting text that is no position: %q", s.err)
	}
}

// has reports whether a control is drawn.
func (d *driver) has(id string) bool {
	d.draw("")
	for _, c := range d.ctl().hits {
		if c.id == id {
			return true
		}
	}
	return false
}

// Hot-seat players are named on the new-game screen, and the names are on the board.
func TestNamesOnSetup(t *testing.T) {
	sh := &Shell{Store: storage.NewMemory(), Settings: session.DefaultSettings(), Seed: 42}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	d.click("new")
	d.click("1-who")
	d.click("pick-0") // Bull is a person too: a hot-seat game
	d.click("1-name")
	d.ctx.In.Chars = []rune("Bo Ann")
	d.step(d.ctx.In.X, d.ctx.In.Y, false)
	d.ctx.In.Chars = nil
	d.draw("setup-names")
	d.click("start")
	p, ok := d.scene.(*Play)
	if !ok {
		t.Fatalf("Start opened %T", d.scene)
	}
	if p.Session().Name(1) != "Bo Ann" || p.Session().Name(0) != "Archer" {
		t.Fatalf("names on the board: %q, %q", p.Session().Name(0), p.Session().Name(1))
	}
	if kept, _ := session.ParseSeats(sh.Settings.LastSeats); kept[1].Name != "Bo Ann" {
		t.Fatalf("the new-game screen forgot the name: %q", sh.Settings.LastSeats)
	}
}

// The title sums up the games against bots, the strongest level first.
func TestStatsOnTitle(t *testing.T) {
	got := statsLine([]session.Stat{{Level: "medium", Players: 3, Played: 5, Won: 2}, {Level: "hard", Players: 2, Played: 3, Won: 1}})
	want := "Your games against bots — Hard, 2 players: 1 won of 3 · Medium, 3 players: 2 won of 5"
	if got != want {
		t.Fatalf("%q", got)
	}
	if statsLine(nil) != "" {
		t.Fatal("a first run shows statistics")
	}
}
