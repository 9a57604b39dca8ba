package lobby

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/settings"
	"tigris/storage"
)

// SignedIn is the account this device is signed in to on a server: its name, and the device key
// that signs it in (the desktop's; "" in a browser, whose session is a cookie the page never
// reads). Whoever holds the key plays the account's seats: it is never shown.
type SignedIn struct {
	Server, Name, Key string
}

const accountKey = "online-account"

// LoadSignedIn reads the accounts this device is signed in to, one a server.
func LoadSignedIn(st storage.Store) ([]SignedIn, error) {
	data, err := st.Get(accountKey)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []SignedIn
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) >= 4 && f[0] == "account" {
			key := f[2]
			if key == "-" {
				key = ""
			}
			out = append(out, SignedIn{Server: f[1], Key: key, Name: strings.Join(f[3:], " ")})
		}
	}
	return out, nil
}

func saveSignedIn(st storage.Store, all []SignedIn) error {
	var b strings.Builder
	for _, a := range all {
		key := a.Key
		if key == "" {
			key = "-"
		}
		fmt.Fprintf(&b, "account %s %s %s\n", a.Server, key, a.Name)
	}
	return st.Put(accountKey, []byte(b.String()))
}

// Account is who is signed in on the lobby's server ("" nobody).
func (l *Lobby) Account(base string) SignedIn {
	all, _ := LoadSignedIn(l.Store)
	for _, a := range all {
		if a.Server == base {
			return a
		}
	}
	return SignedIn{}
}

// keepAccount remembers (a.Name != "") or forgets the account of a.Server on this device.
func (l *Lobby) keepAccount(a SignedIn) error {
	all, err := LoadSignedIn(l.Store)
	if err != nil {
		return err
	}
	kept := all[:0]
	for _, o := range all {
		if o.Server != a.Server {
			kept = append(kept, o)
		}
	}
	if a.Name != "" {
		kept = append(kept, a)
	}
	return saveSignedIn(l.Store, kept)
}

// AccountForm is what the account screen asks: a name, a password, the recovery code (to set a
// new password), and the recovery code the server gave, shown once.
type AccountForm struct {
	Name, Password, Recovery string
	Device                   string // this device's name for its key; "" in a browser (a cookie)
}

// Sign signs up (up true) or in with the form, keeps the account on this device and gives it
// the seats this device holds on the server, so they follow the player to every device.
// shown receives the recovery code of a new account, to be shown once.
func (l *Lobby) Sign(base string, f AccountForm, up bool, shown func(code string)) {
	name := strings.TrimSpace(f.Name)
	switch {
	case name == "":
		l.Err = "Type your name first."
		return
	case len(f.Password) < 8 && f.Recovery == "":
		l.Err = "The password needs 8 characters or more."
		return
	}
	tokens := l.tokens(base)
	what := "Signing in…"
	if up {
		what = "Making your account…"
	}
	l.Ask(what, func(ctx context.Context) func() {
		var a protocol.AccountAnswer
		var err error
		switch {
		case up:
			a, err = client.SignUp(ctx, base, name, f.Password, f.Device)
		case f.Recovery != "":
			a, err = client.Recover(ctx, base, name, f.Recovery, f.Password, f.Device)
		default:
			a, err = client.SignIn(ctx, base, name, f.Password, f.Device)
		}
		if err == nil && len(tokens) > 0 {
			_, err = client.AccountGames(ctx, base, a.DeviceKey, tokens) // this device's seats become the account's
		}
		return func() { l.signed(base, a, err, shown) }
	})
}

// signed takes in the server's answer to signing up or in.
func (l *Lobby) signed(base string, a protocol.AccountAnswer, err error, shown func(string)) {
	if err != nil && a.Account == "" {
		l.Err = "Not signed in: " + ExplainNet(err)
		return
	}
	if kerr := l.keepAccount(SignedIn{Server: base, Name: a.Name, Key: a.DeviceKey}); kerr != nil {
		l.Err = "Signed in, but this device could not keep it: " + kerr.Error()
		return
	}
	l.MineFor = "" // the account's games, from every device
	l.Note = "Signed in as " + a.Name + ": your games are on every device you sign in on."
	if err != nil {
		l.Err = "Signed in, but this device's games were not given to the account: " + ExplainNet(err)
	}
	if a.Recovery != "" && shown != nil {
		shown(a.Recovery)
	}
}

// SignOut revokes this device's session or key on the server and forgets the account here (the
// seats kept on this device stay).
func (l *Lobby) SignOut(base string) {
	acc := l.Account(base)
	if acc.Name == "" {
		return
	}
	l.Ask("Signing out…", func(ctx context.Context) func() {
		err := client.Revoke(ctx, base, acc.Key, "")
		return func() {
			var r *client.Refused
			if err != nil && !(errors.As(err, &r) && r.Code == protocol.ErrAuth) { // already revoked elsewhere: out anyway
				l.Err = "Not signed out: " + ExplainNet(err)
				return
			}
			if kerr := l.keepAccount(SignedIn{Server: base}); kerr != nil {
				l.Err = "Signed out, but this device could not forget it: " + kerr.Error()
				return
			}
			l.MineFor = ""
			l.Note = "Signed out. The games kept on this device stay here."
		}
	})
}

// tokens are the seats this device keeps on base.
func (l *Lobby) tokens(base string) []string {
	var tokens []string
	for _, k := range l.Kept.Seats {
		if k.Server == base {
			tokens = append(tokens, k.Token)
		}
	}
	return tokens
}

// mineOrAccount asks how the games stand: the account's (given this device's seats first) when
// one is signed in, else those of this device's tokens.
func mineOrAccount(ctx context.Context, base string, acc SignedIn, tokens []string) (protocol.Mine, error) {
	if acc.Name == "" {
		return client.Mine(ctx, base, tokens)
	}
	return client.AccountGames(ctx, base, acc.Key, tokens)
}

// withAccount is the seats kept on this device and, signed in, the account's seats in games the
// server named (held on another device: opened by the account, with no token here).
func withAccount(kept settings.Online, base string, acc SignedIn, games []protocol.MyGame) settings.Online {
	if acc.Name == "" {
		return kept
	}
	kept.Seats = slices.Clone(kept.Seats)
	for _, g := range games {
		if !slices.ContainsFunc(kept.Seats, func(k settings.OnlineSeat) bool { return k.Server == base && k.Game == g.Game }) {
			kept.Seats = append(kept.Seats, settings.OnlineSeat{Server: base, Game: g.Game, Code: g.Code, Seat: g.Seat})
		}
	}
	return kept
}

// Authenticator is the browser's half of a passkey's ceremony: the server's options in, the
// credential out (create: a new passkey; else signing in). It waits for the person.
type Authenticator func(create bool, options []byte) ([]byte, error)

// within runs call with a time limit of its own: a ceremony's steps each have theirs, the person
// at the authenticator between them.
func within(call func(ctx context.Context) error) error {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	return call(ctx)
}

// AddPasskey adds a passkey to the account signed in on base (a browser's: its session cookie).
func (l *Lobby) AddPasskey(base string, auth Authenticator) {
	key := l.Account(base).Key
	l.Ask("Waiting for your passkey…", func(context.Context) func() {
		var o protocol.PasskeyOptions
		err := within(func(ctx context.Context) (err error) { o, err = client.PasskeyAddBegin(ctx, base, key); return err })
		var cred []byte
		if err == nil {
			cred, err = auth(true, o.Options)
		}
		if err == nil {
			err = within(func(ctx context.Context) error { return client.PasskeyAddFinish(ctx, base, key, o.Ceremony, cred) })
		}
		return func() {
			if err != nil {
				l.Err = "No passkey added: " + passkeyWords(err)
				return
			}
			l.Note = "Your passkey is added: sign in with it on this browser, no password needed."
		}
	})
}

// PasskeySignIn signs name's account in by a passkey (a browser's session: its cookie).
func (l *Lobby) PasskeySignIn(base, name string, auth Authenticator) {
	name = strings.TrimSpace(name)
	if name == "" {
		l.Err = "Type your name first."
		return
	}
	tokens := l.tokens(base)
	l.Ask("Waiting for your passkey…", func(context.Context) func() {
		var o protocol.PasskeyOptions
		var a protocol.AccountAnswer
		err := within(func(ctx context.Context) (err error) { o, err = client.PasskeyLoginBegin(ctx, base, name); return err })
		var cred []byte
		if err == nil {
			cred, err = auth(false, o.Options)
		}
		if err == nil {
			err = within(func(ctx context.Context) (err error) {
				a, err = client.PasskeyLogin(ctx, base, o.Ceremony, "", cred)
				return err
			})
		}
		if err == nil && len(tokens) > 0 {
			err = within(func(ctx context.Context) (err error) {
				_, err = client.AccountGames(ctx, base, a.DeviceKey, tokens)
				return err
			})
		}
		if err != nil && a.Account == "" {
			err = &client.Refused{Code: "passkey", Message: strings.TrimSuffix(passkeyWords(err), ".")}
		}
		return func() { l.signed(base, a, err, nil) }
	})
}

// passkeyWords says why a passkey's ceremony failed: the server's reason, or the browser's.
func passkeyWords(err error) string {
	var r *client.Refused
	if errors.As(err, &r) {
		return ExplainNet(err)
	}
	return err.Error() + "."
}
