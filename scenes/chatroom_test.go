//go:build display

package scenes

import (
	"context"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// On a phone a game of three or four leaves the log a short box under the players' rows: the
// chat went away altogether there (no tab, no line), so a phone's player could neither read nor
// write it. Its tab must be on screen, and open the chat.
func TestChatReachableOnAPhoneInAGameOfThree(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	tk := createSeat(t, sh, ls.URL, protocol.SeatRequest{Kind: "me", Name: "Anna"}, protocol.SeatRequest{Kind: "human"}, protocol.SeatRequest{Kind: "human"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, name := range []string{"Bo", "Cy"} {
		if _, err := client.Join(ctx, ls.URL, tk.Code, name, -1); err != nil {
			t.Fatal(err)
		}
	}
	r := sh.OpenOnline(settings.OnlineSeat{Server: ls.URL, Game: tk.Game, Token: tk.Token})
	defer r.Close()
	if !poll.Within(20*time.Second, func() bool { r.Poll(time.Now()); return r.Arrived() && r.Chat().CanSay() }) {
		t.Fatalf("the game never came: %q", r.Problem())
	}
	p := sh.show(NewSession(r, r, r))
	d := &driver{t: t, ctx: contextFor(t, screenSize{"phone-portrait-3x", 390, 844, 3}), scene: p}
	defer func() { d.free() }()
	d.look("")
	if !chatShown(p) {
		openFoldedLog(d)
		d.fits("chat-tab")
		d.look("chat-three-phone-portrait-3x")
		d.click("chat-tab")
	}
	if !chatShown(p) {
		t.Fatalf("the chat is nowhere: log %+v, full %+v", p.lay.Log, p.chat.full)
	}
	d.fits("chat-send")
	d.look("chat-three-open-phone-portrait-3x")
	d.click("chat-log-tab") // the chat closes: the hand is in sight again
	if chatShown(p) || p.lay.Log.H <= 0 {
		t.Fatalf("after Log: chat %+v, log %+v", p.chat.box, p.lay.Log)
	}
}
