//go:build js

package platform

import (
	"encoding/json"
	"errors"
	"syscall/js"
)

// passkey is the browser's half of a WebAuthn ceremony (docs/PROTOCOL.md, Passkeys): the
// server's options given to navigator.credentials.create (create) or .get, and the credential
// the authenticator answers, as JSON for the server. It waits for the person at the
// authenticator: call it off the frame.
func passkey(create bool, options []byte) (cred []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			cred, err = nil, errors.New("this browser could not read the server's passkey request")
		}
	}()
	pkc := js.Global().Get("PublicKeyCredential")
	if !pkc.Truthy() || !pkc.Get("parseCreationOptionsFromJSON").Truthy() {
		return nil, errors.New("this browser cannot use passkeys here")
	}
	var opts struct {
		PublicKey json.RawMessage `json:"publicKey"`
	}
	if err := json.Unmarshal(options, &opts); err != nil || len(opts.PublicKey) == 0 {
		return nil, errors.New("the server's passkey request could not be read")
	}
	public := js.Global().Get("JSON").Call("parse", string(opts.PublicKey))
	call, parse := "get", "parseRequestOptionsFromJSON"
	if create {
		call, parse = "create", "parseCreationOptionsFromJSON"
	}
	arg := js.Global().Get("Object").New()
	arg.Set("publicKey", pkc.Call(parse, public))
	type answer struct {
		cred string
		err  error
	}
	done := make(chan answer, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- answer{cred: js.Global().Get("JSON").Call("stringify", args[0].Call("toJSON")).String()}
		return nil
	})
	catch := js.FuncOf(func(_ js.Value, args []js.Value) any {
		why := errors.New("the browser refused the passkey")
		if args[0].Get("name").String() == "NotAllowedError" {
			why = errors.New("the passkey was cancelled, or took too long")
		}
		done <- answer{err: why}
		return nil
	})
	defer then.Release()
	defer catch.Release()
	js.Global().Get("navigator").Get("credentials").Call(call, arg).Call("then", then, catch)
	a := <-done
	return []byte(a.cred), a.err
}
