//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/ui"
)

// On a phone held upright, a seat handed to a bot says so in the status line and in its narrow
// row, as the desktop's row does ("Archer (medium bot)"): they read "Anna's turn · 1 action left"
// and "Anna", as if the game waited on the person (review 3, p36).
func TestAPhoneSaysABotPlaysTheHandedSeat(t *testing.T) {
	drawtest.Start(t)
	ctx := contextFor(t, screenSize{"phone-portrait-3x", 390, 844, 3})
	p, d := revoltAtAnnasTurn(t, ctx)
	d.click("menu")
	d.click("to-bot")
	d.click("bot-2")
	d.step(0, 0, false)
	d.look("handed-seat-phone")
	if seat := p.sess.Seats()[0]; seat.Human || seat.BotFrom <= 0 {
		t.Fatalf("Anna's seat after the hand-over: %+v", seat)
	}
	if top := p.topParts(ctx, false)[0]; !strings.Contains(top, "medium bot") || p.sess.State().Turn() != 0 {
		t.Errorf("the status line begins %q in turn of seat %d", top, p.sess.State().Turn())
	}
	r := p.lay.PlayerRect(0)
	name := ui.Face(ctx, 14, true)
	ls := min(18*p.lay.U, name.Size*1.2)
	room := r.W - 20*p.lay.U - 4*(ls+3*p.lay.U)
	if who := rowWho(&p.boardView, ctx, 0, p.rowName(0), name, room); !strings.Contains(who, "bot") {
		t.Errorf("Anna's row on a phone says %q", who)
	}
}

// While a bot plays a handed seat, the status line says so plainly: "Anna is thinking…" read
// as if the person thought (review 4). A bot's own seat still thinks.
func TestTheStatusLineSaysABotPlaysForAnna(t *testing.T) {
	drawtest.Start(t)
	for _, sz := range []screenSize{{"desktop", 1280, 800, 1}, {"phone-portrait-3x", 390, 844, 3}} {
		ctx := contextFor(t, sz)
		p, d := revoltAtAnnasTurn(t, ctx)
		d.click("menu")
		d.click("to-bot")
		d.click("bot-2")
		d.step(0, 0, false)
		d.draw("bot-plays-for-anna-" + sz.name)
		st := p.sess.State()
		if who := st.Pending().Player; who != 0 {
			t.Fatalf("%s: seat %d decides, not Anna's", sz.name, who)
		}
		words := strings.Join(p.waitingWords(ctx, st), " ")
		if !strings.HasPrefix(words, "A bot plays for Anna") || strings.Contains(words, "Anna is thinking") {
			t.Errorf("%s: while a bot plays Anna's seat the status line says %q", sz.name, words)
		}
	}
}
