package lobby

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"tigris/online/client"
	"tigris/online/notify/mail/smtptest"
	"tigris/online/server/servertest"
	"tigris/storage"
)

// TestNotifyChoiceSavedAndShownBack: on a server that sends e-mail, Anna, signed in, chooses
// "a game starts" and "chat" besides her turns and gives her address. A address that is not one
// is refused in her words and changes nothing; the right one is saved on the server and on the
// device: a lobby opened again on the same storage (a restart) shows her choice, and when Bo
// takes the invited seat the server writes to her that the game started.
func TestNotifyChoiceSavedAndShownBack(t *testing.T) {
	smtp := smtptest.Start(t)
	base := servertest.Start(t, servertest.Mail(t, smtp.Addr, smtptest.User, smtptest.Password))
	st := storage.NewMemory()
	a := New(st)
	a.Create(base, "Anna")
	answered(t, a)
	a.Sign(base, AccountForm{Name: "Anna", Password: "river-of-reeds", Device: "desk"}, true, func(string) {})
	answered(t, a)
	if a.Err != "" {
		t.Fatal(a.Err)
	}
	c := LoadNotify(st, base)
	if !slices.Equal(c.Events, []string{"over", "reminder", "turn"}) || c.Mail != "" {
		t.Fatalf("nothing chosen yet, the device shows %+v", c)
	}
	c.Toggle("started")
	c.Toggle("chat")
	c.Toggle("reminder")
	c.Mail = "anna at example.org"
	a.SaveNotify(base, c, nil)
	if a.Err != "That is not an e-mail address: write it as name@example.org." || a.Busy != "" {
		t.Fatalf("a wrong address: %q (busy %q)", a.Err, a.Busy)
	}
	if kept := LoadNotify(st, base); kept.Mail != "" || kept.On("chat") {
		t.Fatalf("a refused choice was kept: %+v", kept)
	}
	c.Mail = " anna@example.org "
	a.SaveNotify(base, c, nil)
	answered(t, a)
	if a.Err != "" || !strings.HasPrefix(a.Note, "Saved") {
		t.Fatalf("saving: err %q note %q", a.Err, a.Note)
	}

	again := New(st) // the game started again on this device
	shown := LoadNotify(again.Store, base)
	if !slices.Equal(shown.Events, []string{"chat", "over", "started", "turn"}) || shown.Mail != "anna@example.org" {
		t.Fatalf("after a restart the screen shows %+v", shown)
	}
	if _, err := client.Join(context.Background(), base, a.Ticket.Code, "Bo", -1); err != nil {
		t.Fatal(err)
	}
	m := smtp.Next(t)
	if len(m.To) != 1 || m.To[0] != "anna@example.org" || !bytes.Contains(m.Data, []byte("Subject: Game started")) {
		t.Fatalf("Anna was written:\n%s", m.Data)
	}
}

// TestCheckMail: what an address field takes, and the words for what it does not.
func TestCheckMail(t *testing.T) {
	for typed, want := range map[string]string{"": "", "  bo@example.org ": "bo@example.org", "Bo <bo@example.org>": "!", "bo@": "!", "bo@example": "!", "bo example@x.org": "!", "b\no@x.org": "!"} {
		got, err := CheckMail(typed)
		if want == "!" {
			if err == nil || !strings.Contains(err.Error(), "name@example.org") {
				t.Errorf("%q taken as %q (%v)", typed, got, err)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("%q: %q %v, want %q", typed, got, err, want)
		}
	}
}

// TestCopyWords: which copy the Notifications screen says it shows, and the difference in the
// switches' words.
func TestCopyWords(t *testing.T) {
	here := NotifyChoice{Events: []string{"over", "reminder", "turn"}}
	for _, c := range []struct {
		s       ServerNotify
		adopted bool
		want    string
	}{
		{ServerNotify{}, false, "Shown: the choice kept on this device (the server keeps one only for an e-mail address or a browser's notifications)."},
		{ServerNotify{Asked: true}, false, "The server could not be reached: shown is the choice kept on this device."},
		{ServerNotify{Asked: true, Reached: true}, false, "The server keeps no choice for this device: shown is the one kept here; Save sends it."},
		{ServerNotify{Asked: true, Reached: true, Found: true, Events: []string{"over", "reminder", "turn"}}, true, "Shown as the server keeps it for this device."},
		{ServerNotify{Asked: true, Reached: true, Found: true, Events: []string{"chat", "turn"}}, true,
			"The server keeps another choice for this device: Chat messages on there; A game ends and Before my clock runs out off there. Shown is the server's, what it will tell you; Save keeps it here too."},
		{ServerNotify{Asked: true, Reached: true, Found: true, Events: []string{"over", "turn"}}, false,
			"The server keeps another choice than the one shown: Before my clock runs out off there. Save sends the one shown."},
	} {
		if got := CopyWords(here, c.s, c.adopted); got != c.want {
			t.Errorf("%+v: %q, want %q", c.s, got, c.want)
		}
	}
}
