package server

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"

	"tigris/online/accounts"
	wire "tigris/online/protocol"
	"tigris/online/store"
)

// Passkeys (WebAuthn): an account signed in adds a passkey; a passkey then signs its account in
// on any device, without a password. The ceremonies' challenges are kept in memory for
// ceremonyTTL: a ceremony begun on one server ends on the same one.
const ceremonyTTL = 5 * time.Minute

// passkeyDesk answers the passkey calls: it holds the ceremonies under way.
type passkeyDesk struct {
	common
	accounts   *accountDesk // who a call is signed in as, and its session (accounts.go)
	ceremonies ceremonies
}

// ceremonies are the passkey ceremonies under way, by their id.
type ceremonies struct {
	mu sync.Mutex
	by map[string]ceremony
}

type ceremony struct {
	account string
	session webauthn.SessionData
	begun   time.Time
}

func (cs *ceremonies) put(c ceremony) string {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if cs.by == nil {
		cs.by = map[string]ceremony{}
	}
	for id, o := range cs.by { // forget the abandoned ones: bounded memory
		if c.begun.Sub(o.begun) > ceremonyTTL {
			delete(cs.by, id)
		}
	}
	id := newToken()
	cs.by[id] = c
	return id
}

// take ends a ceremony: each is answered once.
func (cs *ceremonies) take(id string, now time.Time) (ceremony, bool) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	c, ok := cs.by[id]
	delete(cs.by, id)
	return c, ok && now.Sub(c.begun) <= ceremonyTTL
}

// passkeyUser is an account as WebAuthn sees it.
type passkeyUser struct {
	a     store.Account
	creds []webauthn.Credential
}

func (u *passkeyUser) WebAuthnID() []byte                         { return []byte(u.a.ID) }
func (u *passkeyUser) WebAuthnName() string                       { return u.a.Name }
func (u *passkeyUser) WebAuthnDisplayName() string                { return u.a.Name }
func (u *passkeyUser) WebAuthnCredentials() []webauthn.Credential { return u.creds }

// relyingParty is this server as the browser reached it: the host's name and the page's origin.
func relyingParty(r *http.Request) (*webauthn.WebAuthn, error) {
	host := r.Host
	if i := strings.LastIndex(host, ":"); i >= 0 && !strings.HasSuffix(host, "]") {
		host = host[:i]
	}
	scheme := "http"
	if secure(r) {
		scheme = "https"
	}
	return webauthn.New(&webauthn.Config{RPID: host, RPDisplayName: "Tigris & Euphrates", RPOrigins: []string{scheme + "://" + r.Host}})
}

// passkeyUserOf reads an account with its passkeys.
func (pd *passkeyDesk) passkeyUserOf(ctx context.Context, a store.Account) (*passkeyUser, error) {
	s := pd
	pk, _ := store.As[store.Passkeys](s.store)
	raw, err := pk.Passkeys(ctx, a.ID)
	if err != nil {
		return nil, err
	}
	u := &passkeyUser{a: a}
	for _, b := range raw {
		var c webauthn.Credential
		if json.Unmarshal(b, &c) == nil {
			u.creds = append(u.creds, c)
		}
	}
	return u, nil
}

func (pd *passkeyDesk) passkeysKept(w http.ResponseWriter) bool {
	s := pd
	_, ok1 := store.As[store.Passkeys](s.store)
	_, ok2 := store.As[store.Accounts](s.store)
	if !ok1 || !ok2 {
		httpError(w, http.StatusNotFound, wire.ErrNotFound, "this server keeps no passkeys")
	}
	return ok1 && ok2
}

// party is the account signed in as passkeys see it, and the relying party the request came to.
func (pd *passkeyDesk) party(r *http.Request, ac store.Accounts, account string) (store.Account, *passkeyUser, *webauthn.WebAuthn, error) {
	a, err := ac.AccountByID(r.Context(), account)
	if err != nil {
		return a, nil, nil, err
	}
	u, err := pd.passkeyUserOf(r.Context(), a)
	if err != nil {
		return a, nil, nil, err
	}
	rp, err := relyingParty(r)
	return a, u, rp, err
}

// handlePasskeyBegin begins adding a passkey to the account signed in.
func (pd *passkeyDesk) handlePasskeyBegin(w http.ResponseWriter, r *http.Request) {
	s := pd
	var req wire.PasskeyBegin
	if !readBody(w, r, &req) || !sameVersion(w, req.V) || !pd.passkeysKept(w) {
		return
	}
	ac, c, ok := s.accounts.signedInOr(w, r, req.DeviceKey)
	if !ok {
		return
	}
	a, u, rp, err := pd.party(r, ac, c.Account)
	if err != nil {
		httpError(w, http.StatusInternalServerError, wire.ErrInternal, "passkeys cannot be added here now")
		return
	}
	opts, session, err := rp.BeginRegistration(u, webauthn.WithExclusions(webauthn.Credentials(u.creds).CredentialDescriptors()),
		webauthn.WithResidentKeyRequirement(protocol.ResidentKeyRequirementPreferred))
	if err != nil {
		httpError(w, http.StatusInternalServerError, wire.ErrInternal, "passkeys cannot be added here now")
		return
	}
	pd.answerCeremony(w, ceremony{account: a.ID, session: *session, begun: s.clock.Now()}, opts)
}

func (pd *passkeyDesk) answerCeremony(w http.ResponseWriter, c ceremony, opts any) {
	b, err := json.Marshal(opts)
	if err != nil {
		httpError(w, http.StatusInternalServerError, wire.ErrInternal, "the passkey's options could not be written")
		return
	}
	reply(w, wire.PasskeyOptions{V: wire.Version, Ceremony: pd.ceremonies.put(c), Options: b})
}

// handlePasskeyFinish stores the passkey the browser made.
func (pd *passkeyDesk) handlePasskeyFinish(w http.ResponseWriter, r *http.Request) {
	s := pd
	var req wire.PasskeyFinish
	if !readBody(w, r, &req) || !sameVersion(w, req.V) || !pd.passkeysKept(w) {
		return
	}
	ac, c, ok := s.accounts.signedInOr(w, r, req.DeviceKey)
	if !ok {
		return
	}
	cer, ok := pd.ceremonies.take(req.Ceremony, s.clock.Now())
	if !ok || cer.account != c.Account {
		httpError(w, http.StatusBadRequest, wire.ErrBadMessage, "this passkey was asked for too long ago, or elsewhere: try again")
		return
	}
	parsed, err := protocol.ParseCredentialCreationResponseBytes(req.Credential)
	if err != nil {
		httpError(w, http.StatusBadRequest, wire.ErrBadMessage, "the passkey could not be read: try again")
		return
	}
	a, u, rp, err := pd.party(r, ac, c.Account)
	if err != nil {
		httpError(w, http.StatusInternalServerError, wire.ErrInternal, "the passkey could not be stored; try again")
		return
	}
	cred, err := rp.CreateCredential(u, cer.session, parsed)
	if err != nil {
		httpError(w, http.StatusBadRequest, wire.ErrAuth, "this passkey was refused: try again")
		return
	}
	if err := pd.putPasskey(r.Context(), a.ID, cred); err != nil {
		httpError(w, http.StatusInternalServerError, wire.ErrInternal, "the passkey could not be stored; try again")
		return
	}
	reply(w, struct {
		V int `json:"v"`
	}{wire.Version})
}

func (pd *passkeyDesk) putPasskey(ctx context.Context, account string, cred *webauthn.Credential) error {
	s := pd
	b, err := json.Marshal(cred)
	if err != nil {
		return err
	}
	pk, _ := store.As[store.Passkeys](s.store)
	return pk.PutPasskey(ctx, account, cred.ID, b)
}

// handlePasskeyLoginBegin begins signing an account in by one of its passkeys.
func (pd *passkeyDesk) handlePasskeyLoginBegin(w http.ResponseWriter, r *http.Request) {
	s := pd
	var req wire.PasskeyBegin
	if !readBody(w, r, &req) || !sameVersion(w, req.V) || !pd.passkeysKept(w) {
		return
	}
	ac, _ := store.As[store.Accounts](s.store)
	a, err := ac.AccountByName(r.Context(), accounts.Skeleton(strings.TrimSpace(req.Name)))
	var u *passkeyUser
	if err == nil {
		u, err = pd.passkeyUserOf(r.Context(), a)
	}
	if err != nil || len(u.creds) == 0 {
		httpError(w, http.StatusForbidden, wire.ErrAuth, "no account of that name has a passkey: sign in with the password")
		return
	}
	rp, err := relyingParty(r)
	var opts *protocol.CredentialAssertion
	var session *webauthn.SessionData
	if err == nil {
		opts, session, err = rp.BeginLogin(u)
	}
	if err != nil {
		httpError(w, http.StatusInternalServerError, wire.ErrInternal, "passkeys cannot be used here now")
		return
	}
	pd.answerCeremony(w, ceremony{account: a.ID, session: *session, begun: s.clock.Now()}, opts)
}

// handlePasskeyLogin signs the account in when its passkey signed the challenge.
func (pd *passkeyDesk) handlePasskeyLogin(w http.ResponseWriter, r *http.Request) {
	s := pd
	var req wire.PasskeyFinish
	if !readBody(w, r, &req) || !sameVersion(w, req.V) || !pd.passkeysKept(w) {
		return
	}
	cer, ok := pd.ceremonies.take(req.Ceremony, s.clock.Now())
	parsed, err := protocol.ParseCredentialRequestResponseBytes(req.Credential)
	if !ok || err != nil {
		httpError(w, http.StatusForbidden, wire.ErrAuth, "this passkey was not accepted: try again")
		return
	}
	ac, _ := store.As[store.Accounts](s.store)
	a, err := ac.AccountByID(r.Context(), cer.account)
	var u *passkeyUser
	if err == nil {
		u, err = pd.passkeyUserOf(r.Context(), a)
	}
	rp, rerr := relyingParty(r)
	var cred *webauthn.Credential
	if err == nil && rerr == nil {
		cred, err = rp.ValidateLogin(u, cer.session, parsed)
	}
	if err != nil || rerr != nil {
		httpError(w, http.StatusForbidden, wire.ErrAuth, "this passkey was not accepted: try again")
		return
	}
	if err := pd.putPasskey(r.Context(), a.ID, cred); err != nil { // its sign count moved on
		s.log.Warn("a passkey's count", "account", a.ID, "err", err)
	}
	out := wire.AccountAnswer{V: wire.Version, Account: a.ID, Name: a.Name}
	if err := s.accounts.startSession(w, r, ac, a, req.Device, &out); err != nil {
		httpError(w, http.StatusInternalServerError, wire.ErrInternal, "the session could not be stored; try again")
		return
	}
	reply(w, out)
}
