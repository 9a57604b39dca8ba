package protocol

import "encoding/json"

// Passkeys (docs/PROTOCOL.md, "Accounts"): WebAuthn ceremonies, each begun and finished.

// PasskeyBegin is the body of /api/account/passkey/begin (signed in: add a passkey) and
// /api/account/passkey/login/begin (Name: sign in with one).
type PasskeyBegin struct {
	V         int    `json:"v"`
	DeviceKey string `json:"device_key,omitempty"`
	Name      string `json:"name,omitempty"`
}

// PasskeyOptions answers it: the ceremony's id, and the options to give the browser's
// navigator.credentials.create (or .get).
type PasskeyOptions struct {
	V        int             `json:"v"`
	Ceremony string          `json:"ceremony"`
	Options  json.RawMessage `json:"options"`
}

// PasskeyFinish ends a ceremony with the browser's credential (PublicKeyCredential as JSON).
type PasskeyFinish struct {
	V          int             `json:"v"`
	DeviceKey  string          `json:"device_key,omitempty"`
	Device     string          `json:"device,omitempty"`
	Ceremony   string          `json:"ceremony"`
	Credential json.RawMessage `json:"credential"`
}
