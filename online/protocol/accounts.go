package protocol

import (
	"encoding/json"
	"time"
)

// Accounts (docs/PROTOCOL.md, "Accounts"): optional; a seat's token works without one.

// AccountRequest signs up (/api/account/new), signs in (/api/account/signin) or recovers an
// account (/api/account/recover: Recovery and the new Password). Device, when set, names the
// device that asks: the answer carries a device key instead of setting a session cookie.
type AccountRequest struct {
	V        int    `json:"v"`
	Name     string `json:"name"`
	Password string `json:"password"`
	Recovery string `json:"recovery,omitempty"`
	Device   string `json:"device,omitempty"`
}

// AccountAnswer answers them: the account, its recovery code when one was just made (shown
// once: never sent again), the device key when a device asked.
type AccountAnswer struct {
	V         int    `json:"v"`
	Account   string `json:"account"`
	Name      string `json:"name"`
	Recovery  string `json:"recovery,omitempty"`
	DeviceKey string `json:"device_key,omitempty"`
}

// Device is a session or a device key of an account, as its owner sees it.
type Device struct {
	ID      string    `json:"id"`
	Kind    string    `json:"kind"` // "session" (a browser) or "device"
	Label   string    `json:"label,omitempty"`
	Created time.Time `json:"created"`
	Current bool      `json:"current,omitempty"` // the one this call came with
}

// Me answers /api/account/me: who is signed in, and on what.
type Me struct {
	V       int      `json:"v"`
	Account string   `json:"account"`
	Name    string   `json:"name"`
	Devices []Device `json:"devices"`
}

// AccountCall is the body of a call made signed in: by the session cookie in a browser, or by
// DeviceKey (or the header "Authorization: Device KEY") on a device.
type AccountCall struct {
	V         int    `json:"v"`
	DeviceKey string `json:"device_key,omitempty"`
}

// RevokeRequest revokes one of the account's sessions or device keys ("": the one the call
// comes with: signing out).
type RevokeRequest struct {
	V         int    `json:"v"`
	DeviceKey string `json:"device_key,omitempty"`
	ID        string `json:"id"`
}

// AccountGamesRequest binds to the account the seats of Tokens (the seats this device holds),
// and asks for every game of the account.
type AccountGamesRequest struct {
	V         int      `json:"v"`
	DeviceKey string   `json:"device_key,omitempty"`
	Tokens    []string `json:"tokens,omitempty"`
}

// MaxSettings bounds an account's settings.
const MaxSettings = 4 << 10

// SettingsRequest reads (Settings absent) or replaces (a JSON object) the account's settings,
// which follow the player to every device signed in; the answer is a SettingsRequest too, with
// the settings now (null: none yet).
type SettingsRequest struct {
	V         int             `json:"v"`
	DeviceKey string          `json:"device_key,omitempty"`
	Settings  json.RawMessage `json:"settings,omitempty"`
}
