package protocol

// Notifications (docs/PROTOCOL.md, "Notifications"): a device asks to be told when something
// waits on its player while it is away.

// PushKey answers GET /api/push/key: the server's VAPID public key (base64url, the uncompressed
// P-256 point) a page gives PushManager.subscribe as its applicationServerKey, and whether the
// server also sends e-mail.
type PushKey struct {
	V    int    `json:"v"`
	Key  string `json:"key"`
	Mail bool   `json:"mail,omitempty"`
}

// PushSubscription is a browser's PushSubscription as its toJSON gives it.
type PushSubscription struct {
	Endpoint string `json:"endpoint"`
	Keys     struct {
		P256dh string `json:"p256dh"`
		Auth   string `json:"auth"`
	} `json:"keys"`
}

// PushRequest registers a device (POST /api/push/subscribe): a Web Push subscription, or an
// e-mail address (Mail) on a server that sends e-mail; for the seats of Tokens and, signed in,
// every seat of the account; Events is what this device wants to be told ("turn", "over",
// "reminder", "started", "chat"; none: turn, over and reminder).
type PushRequest struct {
	V            int               `json:"v"`
	Subscription *PushSubscription `json:"subscription,omitempty"`
	Mail         string            `json:"mail,omitempty"`
	Tokens       []string          `json:"tokens,omitempty"`
	DeviceKey    string            `json:"device_key,omitempty"`
	Events       []string          `json:"events,omitempty"`
}

// PushAnswer answers it: the seats this device is now told about (besides the account's).
type PushAnswer struct {
	V       int      `json:"v"`
	Seats   int      `json:"seats"`
	Account bool     `json:"account,omitempty"`
	Events  []string `json:"events"`
}

// PushForget unregisters a device (POST /api/push/unsubscribe): its subscription's endpoint, or
// its e-mail address as "mailto:ADDRESS".
type PushForget struct {
	V        int    `json:"v"`
	Endpoint string `json:"endpoint"`
}

// PushChoiceRequest asks for a device's choice as the server keeps it (POST /api/push/choice):
// its subscription's endpoint, or its e-mail address; shown only to the device's own player, who
// proves it as when registering: a token of a seat it was given, or signed in to its account.
type PushChoiceRequest struct {
	V         int      `json:"v"`
	Endpoint  string   `json:"endpoint,omitempty"`
	Mail      string   `json:"mail,omitempty"`
	Tokens    []string `json:"tokens,omitempty"`
	DeviceKey string   `json:"device_key,omitempty"`
}

// PushChoice answers it: the events the device is told, and whether it is told of its account's
// seats.
type PushChoice struct {
	V       int      `json:"v"`
	Events  []string `json:"events"`
	Account bool     `json:"account,omitempty"`
}
