package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/lobby"
	"tigris/scenes/ui"
)

var (
	idSignIn       = ui.Named("sign-in")
	idSignUp       = ui.Named("sign-up")
	idSignOut      = ui.Named("sign-out")
	idForgot       = ui.Named("forgot")
	idWroteIt      = ui.Named("wrote-it") // the recovery code is written down
	idAccountName  = ui.Named("account-name")
	idPassword     = ui.Named("password")
	idRecoveryCode = ui.Named("recovery-code")
	idPasskeyAdd   = ui.Named("passkey-add")
	idPasskeyIn    = ui.Named("passkey-sign-in")
)

// AccountScreen signs the player up, in or out on the online screen's server: a name and a
// password (a recovery code, shown once, sets a new one); signed in, this device's games become
// the account's and the account's games from every device are listed on the online screen.
type AccountScreen struct {
	placeScreen
	name, password, recovery ui.TextField
	forgot                   bool   // the recovery code is asked for instead of the password
	code                     string // a new account's recovery code, shown until written down
	rating                   *ratingLine
}

func newAccountScreen(o *Online) *AccountScreen {
	s := &AccountScreen{placeScreen: placeScreen{o: o}}
	s.name = ui.NewTextField(o.name.String(), 16, false)
	s.name.Hint = "your name"
	s.password = ui.NewTextField("", 64, false)
	s.password.Hint = "8 characters or more"
	s.password.Secret = true
	s.recovery = ui.NewTextField("", 29, false)
	s.recovery.Hint = "XXXX-XXXX-XXXX-XXXX-XXXX"
	s.rating = newRatingLine()
	o.Err, o.Note = "", ""
	return s
}

// device names this device's key; a browser signs in by its cookie.
func (s *AccountScreen) device() string {
	if s.o.sh.inBrowser() {
		return ""
	}
	return "desktop"
}

// Update implements engine.Scene.
func (s *AccountScreen) Update(ctx *engine.Context) (bool, error) {
	redraw := s.o.Take()
	typed, typing := false, false
	for _, f := range s.fields() {
		c, done := f.Update(ctx)
		if ctx.In.Pressed && !f.Box.In(ctx.In.X, ctx.In.Y) {
			f.Focus = false
		}
		if done && f != &s.name {
			s.sign(false)
		}
		typed, typing = typed || c, typing || f.Focus
	}
	acc := s.o.Account(s.o.base())
	if acc.Name != "" {
		redraw = s.rating.ask(s.o.base(), acc.Name) || redraw
	}
	id, r := s.update(ctx, typing)
	if s.act(ctx, id) {
		return true, nil
	}
	return redraw || r || typed || s.o.Busy != "", nil
}

// act does what the control clicked asks, and reports that it opened another screen.
func (s *AccountScreen) act(ctx *engine.Context, id ui.ID) bool {
	switch id {
	case idSignIn:
		s.sign(false)
	case idSignUp:
		s.sign(true)
	case idSignOut:
		s.o.SignOut(s.o.base())
		s.rating = newRatingLine()
	case idForgot:
		s.forgot = !s.forgot
	case idWroteIt:
		s.code = ""
	case idPasskeyAdd:
		s.o.AddPasskey(s.o.base(), s.o.sh.passkey())
	case idPasskeyIn:
		s.o.PasskeySignIn(s.o.base(), s.name.String(), s.o.sh.passkey())
	case idPlaceNotify:
		ctx.Switch(newNotifyScreen(s.o)) // onlinenotifyscreen.go
		return true
	}
	return false
}

// fields are the text fields on screen now: none once signed in or while the recovery code is
// shown (a field off the screen must not keep the keys, nor the browser's input over it).
func (s *AccountScreen) fields() []*ui.TextField {
	switch {
	case s.code != "" || s.o.Account(s.o.base()).Name != "":
		for _, f := range []*ui.TextField{&s.name, &s.password, &s.recovery} {
			f.Focus = false
		}
		return nil
	case s.forgot:
		return []*ui.TextField{&s.name, &s.recovery, &s.password}
	}
	s.recovery.Focus = false
	return []*ui.TextField{&s.name, &s.password}
}

// sign signs up or in with what was typed; the password typed is forgotten at once.
func (s *AccountScreen) sign(up bool) {
	f := lobby.AccountForm{Name: s.name.String(), Password: s.password.String(), Device: s.device()}
	if s.forgot && !up {
		f.Recovery = s.recovery.String()
	}
	s.o.Sign(s.o.base(), f, up, func(code string) { s.code = code })
	if s.o.Err == "" {
		s.password.Set("")
		s.recovery.Set("")
		if strings.TrimSpace(s.o.name.String()) == "" {
			s.o.name.Set(strings.TrimSpace(f.Name)) // the name to play under
		}
	}
}

// Draw implements engine.Scene.
func (s *AccountScreen) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := s.o.sh.theme()
	msg, col := s.o.message(th)
	p := s.begin(dst, ctx, "Account", msg, col)
	acc := s.o.Account(s.o.base())
	switch {
	case s.code != "":
		s.drawCode(p)
	case acc.Name != "":
		s.drawSignedIn(p, acc)
	default:
		s.drawForm(p)
	}
	if s.code == "" {
		p.button(0, min(200*p.u, p.cw), "Notifications", idPlaceNotify, "What this device is told, and your e-mail address", true)
		p.y += p.bh + p.gap
	}
	p.end("account")
}

// drawForm is signing in or up.
func (s *AccountScreen) drawForm(p *placeCol) {
	p.heading("Sign in, or make an account")
	p.say("An account is optional: it keeps your name yours on this server, your games on every device you sign in on, and your rating. Games played without one stay on this device.", 14, p.th.Dim)
	p.field(&s.name, "name", idAccountName, "Your name on this server: nobody else may take it (or one that looks the same)")
	if s.forgot {
		p.field(&s.recovery, "recovery code", idRecoveryCode, "The code shown once when the account was made")
		p.field(&s.password, "new password", idPassword, "The password from now on: 8 characters or more")
	} else {
		p.field(&s.password, "password", idPassword, "8 characters or more")
	}
	busy := s.o.Busy == ""
	bw := min(200*p.u, (p.cw-2*p.gap)/3)
	if !p.wide { // two a row
		bw = (p.cw - p.gap) / 2
	}
	signIn := "Sign in"
	if s.forgot {
		signIn = "Set the password"
	}
	p.s.ctl.Styled(p.c, p.ctx, ui.Rect{X: p.x0, Y: p.y, W: bw, H: p.bh}, signIn, idSignIn, "Sign in with this name and password (Enter)", busy, ui.Primary)
	x := bw + p.gap
	if !s.forgot {
		p.button(x, bw, "Make an account", idSignUp, "A new account with this name and password", busy)
		x += bw + p.gap
	}
	if x+bw > p.cw+1 {
		p.y += p.bh + p.gap
		x = 0
	}
	forgot := "Forgot the password?"
	if s.forgot {
		forgot = "Back to the password"
	}
	p.s.ctl.Styled(p.c, p.ctx, ui.Rect{X: p.x0 + x, Y: p.y, W: bw, H: p.bh}, forgot, idForgot, "Set a new password with the recovery code", true, ui.Quiet)
	p.y += p.bh + p.gap
	if s.o.sh.passkey() != nil && !s.forgot { // a browser's passkey: the name alone, no password
		p.button(0, min(2*bw+p.gap, p.cw), "Sign in with a passkey", idPasskeyIn, "Sign in with a passkey added to this account before", busy)
		p.y += p.bh + p.gap
	}
}

// drawCode shows a new account's recovery code, once.
func (s *AccountScreen) drawCode(p *placeCol) {
	u := p.u
	p.heading("Your recovery code")
	p.say("Write it down now: it is shown only this once. With it you set a new password if you forget yours.", 14, p.th.Text)
	h := 60 * u
	engine.Rect(p.c, p.x0, p.y, p.cw, h, p.th.Row)
	engine.Verbatim(p.c, s.code, ui.Face(p.ctx, 24, true), p.x0+p.cw/2, p.y+(h-30*u)/2, engine.Scale(p.th.Accent), engine.Center)
	p.y += h + p.gap
	p.s.ctl.Styled(p.c, p.ctx, ui.Rect{X: p.x0, Y: p.y, W: min(260*u, p.cw), H: p.bh}, "I wrote it down", idWroteIt, "The code is not shown again", true, ui.Primary)
	p.y += p.bh + p.gap
}

// drawSignedIn is the account signed in: its name, its rating and Sign out.
func (s *AccountScreen) drawSignedIn(p *placeCol, acc lobby.SignedIn) {
	p.heading("Signed in")
	engine.Verbatim(p.c, acc.Name, ui.Face(p.ctx, 22, true), p.x0, p.y, engine.Scale(p.th.Text), engine.Left)
	p.y += 34 * p.u
	p.say(s.rating.words(), 15, p.th.Accent)
	p.say("Your games on this server are listed on the online screen of every device signed in to this account.", 14, p.th.Dim)
	if s.o.sh.passkey() != nil {
		p.button(0, min(260*p.u, p.cw), "Add a passkey", idPasskeyAdd, "Sign in on this browser with your device's lock (fingerprint, face, PIN) instead of the password", s.o.Busy == "")
		p.y += p.bh + p.gap
	}
	p.button(0, min(200*p.u, p.cw), "Sign out", idSignOut, "Sign this device out (the server forgets its key; this device keeps its own games)", s.o.Busy == "")
	p.y += p.bh + p.gap
}
