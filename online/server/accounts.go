package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"sync"

	"tigris/online/accounts"
	"tigris/online/protocol"
	"tigris/online/store"
)

// SessionCookie is the browser's session: HttpOnly (no script reads it), SameSite=Lax, Secure
// over TLS.
const SessionCookie = "tigris_session"

const sessionAge = 365 * 24 * 3600

// decoyHash is checked against when no account has the name asked for.
var decoyHash = sync.OnceValue(func() string {
	h, _ := accounts.HashPassword("no account has this password")
	return h
})

// accountDesk answers the account calls (sign up, sign in, sessions and devices, an account's
// games and settings) and tells the rest of the server who a call is signed in as.
type accountDesk struct {
	common
	hub
	guesses *guesses // the wrong recovery codes tried, by address (server.go)
}

// accountStore is the store's accounts, or an answer saying the server keeps none.
func (ad *accountDesk) accountStore(w http.ResponseWriter) (store.Accounts, bool) {
	s := ad
	ac, ok := store.As[store.Accounts](s.store)
	if !ok {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, "this server keeps no accounts")
	}
	return ac, ok
}

// signedIn is the credential a call comes with: its session cookie, or a device key given as
// "Authorization: Device KEY" (or in a hello).
func (ad *accountDesk) signedIn(ctx context.Context, r *http.Request, device string) (store.Credential, bool) {
	s := ad
	ac, ok := store.As[store.Accounts](s.store)
	if !ok {
		return store.Credential{}, false
	}
	key := device
	if a := r.Header.Get("Authorization"); key == "" && strings.HasPrefix(a, "Device ") {
		key = strings.TrimPrefix(a, "Device ")
	}
	if c, err := r.Cookie(SessionCookie); key == "" && err == nil {
		key = c.Value
	}
	if key == "" || len(key) > protocol.MaxToken {
		return store.Credential{}, false
	}
	c, err := ac.Credential(ctx, accounts.KeyHash(key))
	return c, err == nil
}

// secure reports a request that came over TLS (here or at a proxy in front).
func secure(r *http.Request) bool {
	return r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https"
}

// startSession gives the caller a credential of account a: a device key in the answer when a
// device asked, else a session cookie.
func (ad *accountDesk) startSession(w http.ResponseWriter, r *http.Request, ac store.Accounts, a store.Account, device string, out *protocol.AccountAnswer) error {
	s := ad
	key := accounts.NewKey()
	c := store.Credential{ID: newGameID()[:16], Hash: accounts.KeyHash(key), Account: a.ID, Kind: "session", Created: s.clock.Now()}
	if device != "" {
		c.Kind, c.Label = "device", device
	}
	if err := ac.AddCredential(r.Context(), c); err != nil {
		return err
	}
	if device != "" {
		out.DeviceKey = key
		return nil
	}
	http.SetCookie(w, &http.Cookie{Name: SessionCookie, Value: key, Path: "/", MaxAge: sessionAge, HttpOnly: true,
		SameSite: http.SameSiteLaxMode, Secure: secure(r)})
	return nil
}

func (ad *accountDesk) readAccountRequest(w http.ResponseWriter, r *http.Request) (protocol.AccountRequest, store.Accounts, bool) {
	var req protocol.AccountRequest
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return req, nil, false
	}
	ac, ok := ad.accountStore(w)
	if ok && len(req.Device) > 32 {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, "a device's name has at most 32 characters")
		return req, nil, false
	}
	return req, ac, ok
}

// handleSignUp makes an account: a name nobody holds (whatever its case or look-alike letters),
// a password, and a recovery code shown once.
func (ad *accountDesk) handleSignUp(w http.ResponseWriter, r *http.Request) {
	s := ad
	req, ac, ok := ad.readAccountRequest(w, r)
	if !ok {
		return
	}
	name := strings.TrimSpace(req.Name)
	if err := accounts.CheckName(name); err != nil {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, err.Error())
		return
	}
	hash, err := accounts.HashPassword(req.Password)
	if err != nil {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, err.Error())
		return
	}
	recovery := accounts.NewRecoveryCode()
	a := store.Account{ID: newGameID(), Name: name, Skeleton: accounts.Skeleton(name), PassHash: hash,
		RecoveryHash: accounts.KeyHash(accounts.NormalizeRecovery(recovery)), Created: s.clock.Now()}
	if err := ac.CreateAccount(r.Context(), a); err != nil {
		if errors.Is(err, store.ErrNameTaken) {
			httpError(w, http.StatusConflict, protocol.ErrNameTaken, "the name "+name+" is taken here (or one that looks the same): choose another")
			return
		}
		s.log.Warn("an account", "err", err)
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the account could not be stored; try again")
		return
	}
	out := protocol.AccountAnswer{V: protocol.Version, Account: a.ID, Name: a.Name, Recovery: recovery}
	if err := ad.startSession(w, r, ac, a, req.Device, &out); err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the account was made but could not be signed in: sign in")
		return
	}
	reply(w, out)
}

// handleSignIn signs an account in by its name and password (or, recovering, its recovery code,
// which then sets a new password and gives a new code).
func (ad *accountDesk) handleSignIn(w http.ResponseWriter, r *http.Request) {
	s := ad
	req, ac, ok := ad.readAccountRequest(w, r)
	if !ok {
		return
	}
	recovering := strings.HasSuffix(r.URL.Path, "/recover")
	addr := remoteHost(r)
	if !s.guesses.allowed(addr, s.clock.Now()) {
		httpError(w, http.StatusTooManyRequests, protocol.ErrRate, "too many wrong passwords from your address: wait a minute")
		return
	}
	a, err := ac.AccountByName(r.Context(), accounts.Skeleton(strings.TrimSpace(req.Name)))
	right := false
	if err == nil && recovering {
		right = sameHash(a.RecoveryHash, accounts.KeyHash(accounts.NormalizeRecovery(req.Recovery)))
	} else if err == nil {
		right, _ = accounts.CheckPassword(a.PassHash, req.Password)
	} else if !errors.Is(err, store.ErrNoAccount) {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the account could not be read; try again")
		return
	} else {
		// as long as a wrong password: the time taken does not tell which names exist
		accounts.CheckPassword(decoyHash(), req.Password)
	}
	if !right {
		s.guesses.wrong(addr, s.clock.Now())
		what := "password"
		if recovering {
			what = "recovery code"
		}
		httpError(w, http.StatusForbidden, protocol.ErrAuth, "no account has that name and "+what)
		return
	}
	out := protocol.AccountAnswer{V: protocol.Version, Account: a.ID, Name: a.Name}
	if recovering {
		if out.Recovery, err = ad.recover(r.Context(), ac, a, req.Password); err != nil {
			httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, err.Error())
			return
		}
	}
	if err := ad.startSession(w, r, ac, a, req.Device, &out); err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the session could not be stored; try again")
		return
	}
	reply(w, out)
}

// recover sets a recovered account's new password and a new recovery code (the old one is used up).
func (ad *accountDesk) recover(ctx context.Context, ac store.Accounts, a store.Account, password string) (string, error) {
	hash, err := accounts.HashPassword(password)
	if err != nil {
		return "", err
	}
	code := accounts.NewRecoveryCode()
	if err := ac.SetSecrets(ctx, a.ID, hash, accounts.KeyHash(accounts.NormalizeRecovery(code))); err != nil {
		return "", errors.New("the new password could not be stored; try again")
	}
	return code, nil
}

// signedInOr answers 403 when the call comes with no valid session or device key.
func (ad *accountDesk) signedInOr(w http.ResponseWriter, r *http.Request, deviceKey string) (store.Accounts, store.Credential, bool) {
	ac, ok := ad.accountStore(w)
	if !ok {
		return nil, store.Credential{}, false
	}
	c, ok := ad.signedIn(r.Context(), r, deviceKey)
	if !ok {
		httpError(w, http.StatusForbidden, protocol.ErrAuth, "you are not signed in (or this device's key was revoked)")
	}
	return ac, c, ok
}

// handleMe tells who is signed in, with the account's sessions and devices.
func (ad *accountDesk) handleMe(w http.ResponseWriter, r *http.Request) {
	var req protocol.AccountCall
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	ac, c, ok := ad.signedInOr(w, r, req.DeviceKey)
	if !ok {
		return
	}
	a, err := ac.AccountByID(r.Context(), c.Account)
	cs, err2 := ac.Credentials(r.Context(), c.Account)
	if err != nil || err2 != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the account could not be read; try again")
		return
	}
	out := protocol.Me{V: protocol.Version, Account: a.ID, Name: a.Name, Devices: []protocol.Device{}}
	for _, d := range cs {
		out.Devices = append(out.Devices, protocol.Device{ID: d.ID, Kind: d.Kind, Label: d.Label, Created: d.Created, Current: d.ID == c.ID})
	}
	reply(w, out)
}

// handleRevoke revokes one of the account's sessions or device keys (signing out: its own).
func (ad *accountDesk) handleRevoke(w http.ResponseWriter, r *http.Request) {
	var req protocol.RevokeRequest
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	ac, c, ok := ad.signedInOr(w, r, req.DeviceKey)
	if !ok {
		return
	}
	if req.ID == "" {
		req.ID = c.ID
	}
	if err := ac.Revoke(r.Context(), c.Account, req.ID); err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "it could not be revoked; try again")
		return
	}
	if req.ID == c.ID {
		http.SetCookie(w, &http.Cookie{Name: SessionCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secure(r)})
	}
	reply(w, struct {
		V int `json:"v"`
	}{protocol.Version})
}

// handleAccountGames binds the seats of the tokens given to the account, and lists every game of
// the account: what a device signed in shows, whichever device took the seat.
func (ad *accountDesk) handleAccountGames(w http.ResponseWriter, r *http.Request) {
	s := ad
	var req protocol.AccountGamesRequest
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	ac, c, ok := ad.signedInOr(w, r, req.DeviceKey)
	if !ok {
		return
	}
	hashes, ok := tokenHashes(w, req.Tokens)
	if !ok {
		return
	}
	refs, err := s.store.SeatsOf(r.Context(), hashes)
	for _, ref := range refs {
		if err == nil {
			err = ac.BindSeat(r.Context(), c.Account, ref.Game, ref.Seat)
		}
	}
	if err == nil {
		refs, err = ac.AccountSeats(r.Context(), c.Account)
	}
	if err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the games could not be read; try again")
		return
	}
	reply(w, protocol.Mine{V: protocol.Version, Games: myGames(s, refs)})
}

// bindSignedIn gives a seat just taken (made, joined, taken from the lobby, matched) to the
// account the call came signed in by, if any: it then appears on every device signed in. A
// failure costs nothing but that: the token still holds the seat.
func (ad *accountDesk) bindSignedIn(r *http.Request, game string, seat int) {
	s := ad
	c, ok := ad.signedIn(r.Context(), r, "")
	if !ok {
		return
	}
	ac, _ := store.As[store.Accounts](s.store) // signed in: the store keeps accounts
	if err := ac.BindSeat(r.Context(), c.Account, game, seat); err != nil {
		s.log.Warn("giving a seat to its account", "game", game, "seat", seat, "err", err)
	}
}

// accountSeatHash is, for a hello by account, the token hash of the seat of game id that the
// signed-in account holds (nil when none: the hello is refused as a wrong token is).
func (ad *accountDesk) accountSeatHash(r *http.Request, id, device string) []byte {
	s := ad
	ctx, cancel := context.WithTimeout(r.Context(), storeTimeout)
	defer cancel()
	c, ok := ad.signedIn(ctx, r, device)
	if !ok {
		return nil
	}
	ac, _ := store.As[store.Accounts](s.store) // signed in: the store keeps accounts
	seats, err := ac.SeatAccounts(ctx, id)
	if err != nil {
		return nil
	}
	var h []byte
	for seat, acc := range seats {
		if acc == c.Account {
			s.useTable(id, func(t *table) {
				if seat < len(t.seats) {
					h = t.seats[seat].TokenHash
				}
			})
		}
	}
	return h
}

// handleSettings reads, or replaces, the settings of the account signed in.
func (ad *accountDesk) handleSettings(w http.ResponseWriter, r *http.Request) {
	s := ad
	var req protocol.SettingsRequest
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	_, c, ok := ad.signedInOr(w, r, req.DeviceKey)
	if !ok {
		return
	}
	se, ok := store.As[store.Settings](s.store)
	if !ok {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, "this server keeps no settings")
		return
	}
	if len(req.Settings) > 0 {
		var obj map[string]json.RawMessage
		if len(req.Settings) > protocol.MaxSettings || json.Unmarshal(req.Settings, &obj) != nil || obj == nil {
			httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, "settings are a JSON object of at most 4 KiB")
			return
		}
		if err := se.PutSettings(r.Context(), c.Account, req.Settings); err != nil {
			httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the settings could not be stored; try again")
			return
		}
	}
	b, err := se.Settings(r.Context(), c.Account)
	if err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the settings could not be read; try again")
		return
	}
	if b == nil {
		b = []byte("null")
	}
	reply(w, protocol.SettingsRequest{V: protocol.Version, Settings: b})
}
