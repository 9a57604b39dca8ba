package scenes

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/online/client"
	"tigris/scenes/lobby"
	"tigris/scenes/ui"
)

// The notifications screen: what this device is told by the online screen's server, saved on
// the server with this device's subscription and kept on the device, so it shows again after a
// restart; an e-mail address too, when the server sends e-mail and the player has an account.
var (
	idPlaceNotify = ui.Named("place-notify")
	idNotifySave  = ui.Named("notify-save")
	idNotifyMail  = ui.Named("notify-mail")
)

// notifyEventID is the switch of one event.
func notifyEventID(ev string) ui.ID { return ui.Named("notify-" + ev) }

// NotifyScreen is that screen.
type NotifyScreen struct {
	placeScreen
	choice lobby.NotifyChoice
	device lobby.NotifyChoice // as kept on this device when the screen opened
	mail   ui.TextField
	// known once the server said whether it sends notifications (sends) and e-mail (mail)
	known, sends, mailSent bool
	keyed                  chan keyAnswer
	touched                bool   // a switch was flipped: the server's copy no longer replaces them
	copyWords              string // which copy is shown (lobby.CopyWords)
	saving                 bool   // a Save is under way
}

// keyAnswer is the server's answer to whether it sends notifications, and e-mail, and its copy
// of this device's choice.
type keyAnswer struct {
	sends, mail bool
	server      lobby.ServerNotify
}

// takeKey takes in that answer once it came; it reports whether it did now.
func (s *NotifyScreen) takeKey() bool {
	select {
	case k := <-s.keyed:
		s.known, s.sends, s.mailSent = true, k.sends, k.mail
		switch {
		case !k.sends && !k.server.Asked:
			s.o.Note = "This server sends no notifications now: your choice is kept on this device."
			return true
		case !k.sends: // not reached at all
			s.copyWords = lobby.CopyWords(s.device, k.server, false)
			return true
		}
		adopted := k.server.Found && !s.touched
		if adopted {
			s.choice.Events = slices.Clone(k.server.Events)
		}
		s.copyWords = lobby.CopyWords(s.device, k.server, adopted)
		if s.touched && k.server.Found {
			s.copyWords = lobby.CopyWords(s.choice, k.server, false)
		}
		return true
	default:
		return false
	}
}

// pushEndpointer is a Notifier that names this browser's subscription (its endpoint; "" none),
// so the screen can ask the server what it keeps for it.
type pushEndpointer interface{ Endpoint() <-chan string }

func newNotifyScreen(o *Online) *NotifyScreen {
	base := o.base()
	s := &NotifyScreen{placeScreen: placeScreen{o: o}, choice: lobby.LoadNotify(o.Store, base)}
	s.device = s.choice
	s.mail = ui.NewTextField(s.choice.Mail, 254, false)
	s.mail.Hint = "name@example.org"
	o.Err, o.Note = "", ""
	s.keyed = make(chan keyAnswer, 1)
	ask := o.NotifyAsker(base, s.choice.Mail)
	ep, _ := o.sh.notifier().(pushEndpointer)
	go func() { // off the frame, whatever else the online screen is asking
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		k, err := client.PushKey(ctx, base)
		a := keyAnswer{sends: err == nil, mail: err == nil && k.Mail}
		var refused *client.Refused
		if err != nil && !errors.As(err, &refused) {
			a.server = lobby.ServerNotify{Asked: true} // the server could not be reached
		}
		if a.sends {
			endpoint := ""
			if ep != nil {
				endpoint = <-ep.Endpoint()
			}
			a.server = ask(ctx, endpoint)
		}
		s.keyed <- a
	}()
	return s
}

// mailOffered reports whether the e-mail field is shown: the server sends e-mail and the player
// is signed in to an account there.
func (s *NotifyScreen) mailOffered() bool {
	return s.mailSent && s.o.SignedIn() != ""
}

// Update implements engine.Scene.
func (s *NotifyScreen) Update(ctx *engine.Context) (bool, error) {
	redraw := s.o.Take()
	redraw = s.takeKey() || redraw
	typed := false
	if s.mailOffered() {
		c, done := s.mail.Update(ctx)
		if ctx.In.Pressed && !s.mail.Box.In(ctx.In.X, ctx.In.Y) {
			s.mail.Focus = false
		}
		if done {
			s.save()
		}
		typed = c
	} else {
		s.mail.Focus = false
	}
	id, r := s.update(ctx, s.mail.Focus)
	switch id {
	case idNotifySave:
		s.save()
	}
	for _, ev := range lobby.NotifyEvents {
		if id == notifyEventID(ev.Name) {
			s.choice.Toggle(ev.Name)
			s.touched = true
		}
	}
	if s.saving && s.o.Busy == "" {
		s.saving = false
		if s.o.Err == "" { // kept here and sent: both copies are the one shown
			s.copyWords, s.device = "", s.choice
		}
	}
	return redraw || r || typed || s.o.Busy != "", nil
}

// save sends the choice: to this browser's subscription when it is on, and the address typed.
func (s *NotifyScreen) save() {
	c := s.choice
	c.Mail = ""
	if s.mailOffered() {
		c.Mail = s.mail.String()
	}
	var push func(tokens, events []string) <-chan string
	if n := s.o.sh.notifier(); n != nil {
		if on, _ := s.o.sh.push().get(); on {
			base := s.o.base()
			push = func(tokens, events []string) <-chan string { return n.On(base, tokens, events) }
		}
	}
	s.o.SaveNotify(s.o.base(), c, push)
	s.saving = s.o.Busy != ""
}

// Draw implements engine.Scene.
func (s *NotifyScreen) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := s.o.sh.theme()
	msg, col := s.o.message(th)
	p := s.begin(dst, ctx, "Notifications", msg, col)
	p.heading("Tell this device when")
	w := min(420*p.u, p.cw)
	for _, ev := range lobby.NotifyEvents {
		s.ctl.Switch(p.c, p.ctx, ui.Rect{X: p.x0, Y: p.y, W: w, H: p.bh}, ev.Label, s.choice.On(ev.Name), notifyEventID(ev.Name), ev.Tip)
		p.y += p.bh + p.gap
	}
	if s.copyWords != "" {
		p.say(s.copyWords, 14, p.th.Text)
	}
	p.say(s.where(), 14, p.th.Dim)
	switch {
	case s.mailOffered():
		p.heading("By e-mail too")
		p.field(&s.mail, "e-mail", idNotifyMail, "Written to for games played at their own pace (a turn limit of an hour or more); leave it empty for none")
	case s.mailSent:
		p.say("This server can write to you by e-mail: sign in to an account (Account) to give your address.", 14, p.th.Dim)
	}
	p.s.ctl.Styled(p.c, p.ctx, ui.Rect{X: p.x0, Y: p.y, W: min(200*p.u, p.cw), H: p.bh}, "Save", idNotifySave,
		"Keep this choice on this device and on the server (Enter in the address)", s.o.Busy == "" && s.known, ui.Primary)
	p.y += p.bh + p.gap
	p.end("notify")
}

// where says how this device is told.
func (s *NotifyScreen) where() string {
	switch {
	case s.o.sh.notifier() == nil && s.mailSent:
		return "\"My turn\" also chooses the notification this computer shows while the game runs and its window is not in front. By e-mail the server tells you what the switches choose."
	case s.o.sh.notifier() == nil:
		return "\"My turn\" chooses the notification this computer shows while the game runs and its window is not in front."
	case func() bool { on, _ := s.o.sh.push().get(); return on }():
		return "This browser shows them, even with its tab closed."
	}
	label := s.o.notifyLabel
	if label == "" {
		label = "Tell me when it's my turn"
	}
	return "This browser shows them once you turn them on with \"" + label + "\" on the online screen."
}
