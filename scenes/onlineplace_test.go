//go:build display

package scenes

import (
	"context"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// placeSizes are the sizes the online place's screens are looked at.
var placeSizes = []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"desktop-1920x1080", 1920, 1080, 1}, {"phone-portrait-3x", 390, 844, 3}}

// fits fails the test when a drawn control named id is not wholly on screen.
func (d *driver) fits(id string) {
	d.t.Helper()
	d.look("")
	for _, c := range d.ctl().Hits {
		if c.ID.String() == id {
			if !inside(c.R, d.ctx) {
				d.t.Fatalf("%T: %q is off the screen: %+v", d.scene, id, c.R)
			}
			return
		}
	}
	d.t.Fatalf("%T: no %q drawn", d.scene, id)
}

// Find a game: a public game made elsewhere is listed with its seats, map and time per decision,
// and one tap on Take a seat opens its board; Play the next person waits with the seconds
// counted and Stop waiting leaves the queue. At a desktop's sizes and a phone's.
func TestFindAGameScreen(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	for _, size := range placeSizes {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		_, err := client.Create(ctx, ls.URL, protocol.CreateRequest{Public: true, Map: "advanced", Options: []string{"wonder"}, TurnLimit: 3600,
			Seats: []protocol.SeatRequest{{Kind: "me", Name: "Anna"}, {Kind: "human"}, {Kind: "bot", Level: "hard"}}})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
		o := NewOnline(sh, nil)
		o.name.Set("Bo")
		d := &driver{t: t, ctx: contextFor(t, size), scene: o}
		d.look("online-doors-" + size.name)
		d.click("place-public")
		pub, ok := d.scene.(*PublicScreen)
		if !ok {
			t.Fatalf("Find a game opened %T", d.scene)
		}
		d.frames("the open games", func() bool { return pub.ListedFor != "" && len(pub.Games) == 1 })
		d.fits("take0")
		d.fits("quick")
		d.look("public-" + size.name)
		d.click("quick")
		d.frames("the wait", func() bool { return pub.Quick != 0 })
		d.fits("quick-stop")
		d.look("public-waiting-" + size.name)
		d.click("quick-stop")
		d.click("take0")
		d.frames("the board", func() bool { _, ok := d.scene.(*Play); return ok })
	}
}

// Account: signing up shows the recovery code once, then the account signed in with its rating
// and Sign out; the online screen's door says who is signed in. The leaderboard lists nobody
// before a rated game.
func TestAccountAndRatingsScreens(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	ratedGame(t, ls.URL, "Dee", "Eve")
	ratedGame(t, ls.URL, "Fay", "Eve")
	for i, size := range placeSizes {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
		o := NewOnline(sh, nil)
		d := &driver{t: t, ctx: contextFor(t, size), scene: o}
		d.openAccount()
		acc, ok := d.scene.(*AccountScreen)
		if !ok {
			t.Fatalf("Account opened %T", d.scene)
		}
		acc.name.Set([]string{"Anna", "Bo", "Cy"}[i])
		acc.password.Set("river-of-reeds")
		d.fits("sign-up")
		d.look("account-form-" + size.name)
		d.click("sign-up")
		d.frames("the recovery code", func() bool { return acc.code != "" || o.Err != "" })
		if o.Err != "" {
			t.Fatal(o.Err)
		}
		d.fits("wrote-it")
		d.look("account-recovery-" + size.name)
		d.click("wrote-it")
		d.frames("the rating", func() bool { return acc.rating.Player != nil })
		d.fits("sign-out")
		d.look("account-signed-in-" + size.name)
		d.click("back")
		d.look("online-signed-in-" + size.name)
		d.click("place-ratings")
		rs, ok := d.scene.(*RatingsScreen)
		if !ok {
			t.Fatalf("Ratings opened %T", d.scene)
		}
		d.frames("the leaderboard", func() bool { return rs.BoardFor != "" && rs.Player != nil })
		if len(rs.Board) != 3 || rs.Board[0].Name != "Fay" && rs.Board[0].Name != "Dee" {
			t.Fatalf("the leaderboard: %+v", rs.Board)
		}
		d.look("ratings-" + size.name)
	}
}

// ratedGame is a rated game on the server at base: two people, each signed up, the loser
// resigning at once.
func ratedGame(t *testing.T, base, winner, loser string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	tk, err := client.Create(ctx, base, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: loser}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	wt, err := client.Join(ctx, base, tk.Code, winner, -1)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []struct{ name, token string }{{loser, tk.Token}, {winner, wt.Token}} {
		a, err := client.SignIn(ctx, base, p.name, "river-of-reeds", "desk")
		if err != nil {
			a, err = client.SignUp(ctx, base, p.name, "river-of-reeds", "desk")
		}
		if err != nil {
			t.Fatal(err)
		}
		if _, err := client.AccountGames(ctx, base, a.DeviceKey, []string{p.token}); err != nil {
			t.Fatal(err)
		}
	}
	c, err := client.Dial(ctx, base, tk.Game, tk.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for {
		m, err := c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		switch m := m.(type) {
		case *protocol.Welcome:
			if err := c.Send(ctx, &protocol.Resign{Step: m.Step}); err != nil {
				t.Fatal(err)
			}
		case *protocol.Over:
			return
		}
	}
}

// openAccount opens the Account screen from the online screen once the server's first answer
// came: the screen asks the server how the device's games stand as it opens, and its buttons wait
// for the answer.
func (d *driver) openAccount() {
	d.t.Helper()
	if o, ok := d.scene.(*Online); ok {
		d.step(0, 0, false) // its first frame asks
		d.frames("the server's first answer", func() bool { return o.Busy == "" })
	}
	d.click("place-account")
}
