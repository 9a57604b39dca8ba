package client

import (
	"context"

	"tigris/online/protocol"
)

// PushKey asks whether the server sends notifications (a refusal: it does not) and e-mail.
func PushKey(ctx context.Context, base string) (protocol.PushKey, error) {
	var k protocol.PushKey
	err := post(ctx, base, "/api/push/key", struct {
		V int `json:"v"`
	}{protocol.Version}, &k)
	return k, err
}

// PushMail registers an e-mail address for the seats of tokens and, with deviceKey, the account
// signed in, to be told of events.
func PushMail(ctx context.Context, base, deviceKey, mail string, tokens, events []string) (protocol.PushAnswer, error) {
	var a protocol.PushAnswer
	err := post(ctx, base, "/api/push/subscribe", protocol.PushRequest{V: protocol.Version, Mail: mail, Tokens: tokens, DeviceKey: deviceKey, Events: events}, &a)
	return a, err
}

// PushMailOff forgets an e-mail address registered before.
func PushMailOff(ctx context.Context, base, mail string) error {
	var out struct{}
	return post(ctx, base, "/api/push/unsubscribe", protocol.PushForget{V: protocol.Version, Endpoint: "mailto:" + mail}, &out)
}

// PushChoice asks the server for the choice it keeps for this device: its e-mail address (mail),
// or its browser subscription (endpoint); proven by the seats' tokens and, with deviceKey, the
// account signed in. Refused with not_found when the server keeps none of this player's.
func PushChoice(ctx context.Context, base, deviceKey, endpoint, mail string, tokens []string) (protocol.PushChoice, error) {
	var c protocol.PushChoice
	err := post(ctx, base, "/api/push/choice", protocol.PushChoiceRequest{V: protocol.Version, Endpoint: endpoint, Mail: mail, Tokens: tokens, DeviceKey: deviceKey}, &c)
	return c, err
}
