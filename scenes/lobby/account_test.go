package lobby

import (
	"context"
	"strings"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/server/servertest"
	"tigris/storage"
)

// An account made on one device is shown its recovery code once and takes that device's seats;
// signed in on another device, the same games are listed there and open by the account (no
// token on that device). A wrong password is refused in words and signs nothing in. Signing out
// revokes the device's key on the server and forgets the account here.
func TestAccountFollowsThePlayer(t *testing.T) {
	base := servertest.Start(t)
	a := New(storage.NewMemory())
	a.Create(base, "Anna")
	answered(t, a)
	game := a.Ticket.Game

	var recovery string
	a.Sign(base, AccountForm{Name: "Anna", Password: "short"}, true, func(c string) { recovery = c })
	if !strings.Contains(a.Err, "8 characters") || a.Busy != "" {
		t.Fatalf("a short password: %q", a.Err)
	}
	a.Sign(base, AccountForm{Name: "Anna", Password: "river-of-reeds", Device: "desk"}, true, func(c string) { recovery = c })
	answered(t, a)
	if a.Err != "" || len(strings.ReplaceAll(recovery, "-", "")) < 20 || a.Account(base).Name != "Anna" || a.Account(base).Key == "" {
		t.Fatalf("signing up: err %q, recovery %q, account %+v", a.Err, recovery, a.Account(base))
	}

	b := New(storage.NewMemory())
	b.Sign(base, AccountForm{Name: "anna", Password: "wrong-password", Device: "phone"}, false, nil)
	answered(t, b)
	if !strings.HasPrefix(b.Err, "Not signed in: no account has that name and password") || b.Account(base).Name != "" {
		t.Fatalf("a wrong password: %q, %+v", b.Err, b.Account(base))
	}
	b.Sign(base, AccountForm{Name: "anna", Password: "river-of-reeds", Device: "phone"}, false, nil)
	answered(t, b)
	b.Refresh(base)
	answered(t, b)
	if b.Err != "" || len(b.Mine) != 1 || b.Mine[0].Game != game {
		t.Fatalf("the other device lists %+v (err %q)", b.Mine, b.Err)
	}
	b.OpenAt(0)
	if b.Open == nil || b.Open.Game != game || b.Open.Token != "" {
		t.Fatalf("opening the account's game: %+v", b.Open)
	}
	key := b.Account(base).Key
	conn, err := client.DialAccount(context.Background(), base, game, key, -1)
	if err != nil {
		t.Fatal(err)
	}
	conn.Close()

	b.SignOut(base)
	answered(t, b)
	if b.Err != "" || b.Account(base).Name != "" {
		t.Fatalf("signing out: %q %+v", b.Err, b.Account(base))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := client.Me(ctx, base, key); err == nil {
		t.Fatal("the key signed out still signs in")
	}
}
