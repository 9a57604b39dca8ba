//go:build display

package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/remote"
)

// Anna's game is over (Bo resigned); she opens the menu and taps Rematch. The server deals it at
// once, and the menu she is looking at must then offer to open it: it said "A rematch is asked
// for" until she closed it and opened it again, the server's answer unheard behind the menu.
// Open the rematch then takes her to the new deal.
func TestRematchAskedFromTheMenuIsOfferedThere(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	d, p, others := annaAtHerTable(t, ls.URL, "Bo")
	bo := others[0]
	r := p.sess.Reader.(*remote.Session)
	finished := r.Code()
	resign(t, ls.URL, bo)
	d.frames("the end", func() bool { return r.Over() != nil })
	d.key(ebiten.KeyEscape)
	d.frames("the menu", func() bool { return p.menu.open })
	d.click("rematch")
	if !strings.Contains(p.menu.msg, "asked for") {
		t.Fatalf("after Rematch the menu says %q", p.menu.msg)
	}
	d.frames("the rematch dealt, said on the open menu", func() bool { return r.Rematched() != nil })
	if !p.menu.open || !strings.Contains(p.menu.msg, "dealt") {
		t.Fatalf("the rematch came: menu open %v, saying %q", p.menu.open, p.menu.msg)
	}
	d.click("rematch") // now Open the rematch
	d.frames("the rematch's board", func() bool {
		q, ok := d.scene.(*Play)
		if !ok || q == p {
			return false
		}
		rr, ok := q.sess.Reader.(*remote.Session)
		return ok && rr.Arrived() && rr.Over() == nil
	})
	q := d.scene.(*Play)
	defer q.closeOnline()
	if g := q.sess.Reader.(*remote.Session).Code(); g == finished {
		t.Fatalf("Open the rematch opened the finished game %s again", g)
	}
}
