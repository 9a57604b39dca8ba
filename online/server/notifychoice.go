package server

import (
	"bytes"
	"net/http"
	"net/mail"
	"slices"

	"tigris/online/protocol"
	"tigris/online/store"
)

// handlePushChoice shows a device the choice this server keeps for it (POST /api/push/choice), so
// its player sees what the server will tell it rather than what the device last meant to send. It
// is proven as when registering: a seat's token the device was given, or the account it was
// registered by, signed in. A device that is not the caller's is answered as one not kept, so
// nobody learns by asking whether another's address is registered here.
func (d pushDesk) handlePushChoice(w http.ResponseWriter, r *http.Request) {
	s := d
	var req protocol.PushChoiceRequest
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	ps, ok := d.pushes(w)
	if !ok {
		return
	}
	endpoint, why := choiceEndpoint(req)
	if why != "" {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, why)
		return
	}
	account := ""
	if c, ok := s.accounts.signedIn(r.Context(), r, req.DeviceKey); ok {
		account = c.Account
	}
	if len(req.Tokens) == 0 && account == "" {
		httpError(w, http.StatusForbidden, protocol.ErrAuth, "nothing shows this device is yours: give a seat's token, or sign in")
		return
	}
	sub, tokens, found, err := ps.PushOf(r.Context(), endpoint)
	if err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the device's choice could not be read; try again")
		return
	}
	if !found || !ownsPush(sub, tokens, account, req.Tokens) {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, "this server keeps no choice of yours for that device")
		return
	}
	reply(w, protocol.PushChoice{V: protocol.Version, Events: sub.Events, Account: sub.Account != ""})
}

// choiceEndpoint is the device a choice is asked for: a subscription's endpoint, or an e-mail
// address as it was registered ("mailto:ADDRESS"); or why the request names none.
func choiceEndpoint(req protocol.PushChoiceRequest) (string, string) {
	switch {
	case req.Endpoint != "" && req.Mail != "":
		return "", "a device is a subscription or an e-mail address, not both"
	case len(req.Tokens) > 100:
		return "", "at most 100 tokens at once"
	case req.Endpoint != "" && len(req.Endpoint) <= 1024:
		return req.Endpoint, ""
	case req.Mail != "":
		a, err := mail.ParseAddress(req.Mail)
		if err != nil || a.Name != "" || len(a.Address) > 254 {
			return "", "that is not an e-mail address"
		}
		return "mailto:" + a.Address, ""
	}
	return "", "give the endpoint of the subscription, or the e-mail address"
}

// ownsPush reports whether the caller is the device's player: signed in to the account it was
// registered by, or holding a token it was given.
func ownsPush(sub store.PushSub, kept [][]byte, account string, tokens []string) bool {
	if account != "" && sub.Account == account {
		return true
	}
	for _, tok := range tokens {
		if slices.ContainsFunc(kept, func(h []byte) bool { return bytes.Equal(h, tokenHash(tok)) }) {
			return true
		}
	}
	return false
}
