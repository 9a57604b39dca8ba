package client

import (
	"context"

	"tigris/online/protocol"
)

// Accounts are optional (docs/PROTOCOL.md, "Accounts"). A device (the desktop) names itself and
// keeps the device key it is given; in the browser the session is a cookie the page never reads.

// SignUp makes an account; its answer's Recovery is shown to the player once.
func SignUp(ctx context.Context, base, name, password, device string) (protocol.AccountAnswer, error) {
	var a protocol.AccountAnswer
	err := post(ctx, base, "/api/account/new", protocol.AccountRequest{V: protocol.Version, Name: name, Password: password, Device: device}, &a)
	return a, err
}

// SignIn signs an account in on this device.
func SignIn(ctx context.Context, base, name, password, device string) (protocol.AccountAnswer, error) {
	var a protocol.AccountAnswer
	err := post(ctx, base, "/api/account/signin", protocol.AccountRequest{V: protocol.Version, Name: name, Password: password, Device: device}, &a)
	return a, err
}

// Recover signs in with the recovery code and sets a new password; the answer's Recovery is the
// new code (the old one is used up).
func Recover(ctx context.Context, base, name, recovery, password, device string) (protocol.AccountAnswer, error) {
	var a protocol.AccountAnswer
	err := post(ctx, base, "/api/account/recover", protocol.AccountRequest{V: protocol.Version, Name: name, Recovery: recovery, Password: password, Device: device}, &a)
	return a, err
}

// Me tells who the device key signs in, and the account's sessions and devices.
func Me(ctx context.Context, base, deviceKey string) (protocol.Me, error) {
	var m protocol.Me
	err := post(ctx, base, "/api/account/me", protocol.AccountCall{V: protocol.Version, DeviceKey: deviceKey}, &m)
	return m, err
}

// Revoke revokes a session or device key of the account (id "": this one, signing out).
func Revoke(ctx context.Context, base, deviceKey, id string) error {
	var out struct{}
	return post(ctx, base, "/api/account/revoke", protocol.RevokeRequest{V: protocol.Version, DeviceKey: deviceKey, ID: id}, &out)
}

// AccountGames gives the account the seats of tokens (this device's) and lists all its games.
func AccountGames(ctx context.Context, base, deviceKey string, tokens []string) (protocol.Mine, error) {
	var m protocol.Mine
	err := post(ctx, base, "/api/account/games", protocol.AccountGamesRequest{V: protocol.Version, DeviceKey: deviceKey, Tokens: tokens}, &m)
	return m, err
}

// DialAccount connects to the seat of a game the account of deviceKey holds ("" in a browser:
// its session cookie).
func DialAccount(ctx context.Context, base, gameID, deviceKey string, step int) (*Conn, error) {
	ws, err := dialSocket(ctx, SocketURL(base))
	if err != nil {
		return nil, err
	}
	c := &Conn{ws: ws}
	if err := c.Send(ctx, &protocol.Hello{Game: gameID, Account: true, Device: deviceKey, Step: step}); err != nil {
		ws.closeNow()
		return nil, err
	}
	return c, nil
}

// Passkeys: the server's halves of the WebAuthn ceremonies. The browser's half (the
// authenticator's navigator.credentials.create and .get, given Options) is the page's.

// PasskeyAddBegin begins adding a passkey to the account signed in.
func PasskeyAddBegin(ctx context.Context, base, deviceKey string) (protocol.PasskeyOptions, error) {
	var o protocol.PasskeyOptions
	err := post(ctx, base, "/api/account/passkey/begin", protocol.PasskeyBegin{V: protocol.Version, DeviceKey: deviceKey}, &o)
	return o, err
}

// PasskeyAddFinish gives the server the passkey the authenticator made (its PublicKeyCredential
// as JSON).
func PasskeyAddFinish(ctx context.Context, base, deviceKey, ceremony string, credential []byte) error {
	var out struct{}
	return post(ctx, base, "/api/account/passkey/finish", protocol.PasskeyFinish{V: protocol.Version, DeviceKey: deviceKey, Ceremony: ceremony, Credential: credential}, &out)
}

// PasskeyLoginBegin begins signing name's account in by a passkey.
func PasskeyLoginBegin(ctx context.Context, base, name string) (protocol.PasskeyOptions, error) {
	var o protocol.PasskeyOptions
	err := post(ctx, base, "/api/account/passkey/login/begin", protocol.PasskeyBegin{V: protocol.Version, Name: name}, &o)
	return o, err
}

// PasskeyLogin signs in with the authenticator's answer (device: this device's name, for a key).
func PasskeyLogin(ctx context.Context, base, ceremony, device string, credential []byte) (protocol.AccountAnswer, error) {
	var a protocol.AccountAnswer
	err := post(ctx, base, "/api/account/passkey/login", protocol.PasskeyFinish{V: protocol.Version, Ceremony: ceremony, Device: device, Credential: credential}, &a)
	return a, err
}

// Settings reads the account's settings (settings nil), or replaces them (a JSON object), and
// returns them as they are now (null when none yet).
func Settings(ctx context.Context, base, deviceKey string, settings []byte) ([]byte, error) {
	var out protocol.SettingsRequest
	err := post(ctx, base, "/api/account/settings", protocol.SettingsRequest{V: protocol.Version, DeviceKey: deviceKey, Settings: settings}, &out)
	return out.Settings, err
}
