package server

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"net/http"
	"net/url"
	"testing"

	"github.com/go-webauthn/webauthn/protocol/webauthncbor"

	"tigris/online/client"
	wire "tigris/online/protocol"
)

// authenticator is a passkey as a browser's authenticator holds it: a P-256 key that signs the
// server's challenges (WebAuthn's "packed" self attestation), for the site it was made for.
type authenticator struct {
	key    *ecdsa.PrivateKey
	id     []byte
	origin string // http://localhost:PORT
	count  uint32
}

var b64 = base64.RawURLEncoding

func (a *authenticator) authData(flags byte, attested []byte) []byte {
	u, _ := url.Parse(a.origin)
	h := sha256.Sum256([]byte(u.Hostname()))
	d := append(h[:], flags)
	d = binary.BigEndian.AppendUint32(d, a.count)
	return append(d, attested...)
}

func (a *authenticator) clientData(t *testing.T, typ, challenge string) []byte {
	b, err := json.Marshal(map[string]any{"type": typ, "challenge": challenge, "origin": a.origin, "crossOrigin": false})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func (a *authenticator) sign(t *testing.T, key *ecdsa.PrivateKey, authData, clientData []byte) []byte {
	h := sha256.Sum256(clientData)
	d := sha256.Sum256(append(append([]byte{}, authData...), h[:]...))
	sig, err := ecdsa.SignASN1(rand.Reader, key, d[:])
	if err != nil {
		t.Fatal(err)
	}
	return sig
}

// create answers navigator.credentials.create's challenge.
func (a *authenticator) create(t *testing.T, challenge string) json.RawMessage {
	x, y := a.key.PublicKey.X.FillBytes(make([]byte, 32)), a.key.PublicKey.Y.FillBytes(make([]byte, 32))
	cose, err := webauthncbor.Marshal(map[int]any{1: 2, 3: -7, -1: 1, -2: x, -3: y})
	if err != nil {
		t.Fatal(err)
	}
	attested := binary.BigEndian.AppendUint16(make([]byte, 16), uint16(len(a.id)))
	attested = append(append(attested, a.id...), cose...)
	ad := a.authData(0x45, attested) // user present, verified, attested credential data
	cd := a.clientData(t, "webauthn.create", challenge)
	obj, err := webauthncbor.Marshal(map[string]any{"fmt": "packed", "attStmt": map[string]any{"alg": int64(-7), "sig": a.sign(t, a.key, ad, cd)}, "authData": ad})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(map[string]any{"id": b64.EncodeToString(a.id), "rawId": b64.EncodeToString(a.id), "type": "public-key",
		"response": map[string]any{"attestationObject": b64.EncodeToString(obj), "clientDataJSON": b64.EncodeToString(cd)}})
	return b
}

// get answers navigator.credentials.get's challenge, signed by key (the passkey's, or a forger's).
func (a *authenticator) get(t *testing.T, challenge string, key *ecdsa.PrivateKey) json.RawMessage {
	a.count++
	ad := a.authData(0x05, nil)
	cd := a.clientData(t, "webauthn.get", challenge)
	b, _ := json.Marshal(map[string]any{"id": b64.EncodeToString(a.id), "rawId": b64.EncodeToString(a.id), "type": "public-key",
		"response": map[string]any{"authenticatorData": b64.EncodeToString(ad), "clientDataJSON": b64.EncodeToString(cd),
			"signature": b64.EncodeToString(a.sign(t, key, ad, cd))}})
	return b
}

// call posts body to path as a browser of host would, and reads the answer into out.
func call(t *testing.T, ts *testServer, host, path string, body, out any) int {
	t.Helper()
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", ts.url+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Host = host
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil && resp.StatusCode == 200 {
		json.NewDecoder(resp.Body).Decode(out)
	}
	return resp.StatusCode
}

func challengeOf(t *testing.T, o wire.PasskeyOptions) string {
	var opts struct {
		PublicKey struct {
			Challenge string `json:"challenge"`
		} `json:"publicKey"`
	}
	if err := json.Unmarshal(o.Options, &opts); err != nil || opts.PublicKey.Challenge == "" {
		t.Fatalf("no challenge in %s: %v", o.Options, err)
	}
	return opts.PublicKey.Challenge
}

// Passkeys: an account signed in adds one; it then signs the account in on another device with
// no password; a signature by another key, or a ceremony answered twice, signs nobody in.
func TestPasskeys(t *testing.T) {
	ts := startServer(t, "", 1e6)
	u, _ := url.Parse(ts.url)
	host := "localhost:" + u.Port()
	desk, err := client.SignUp(ctxFor(t), ts.url, "Anna", "correct horse", "desk")
	if err != nil {
		t.Fatal(err)
	}
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	a := &authenticator{key: key, id: []byte("anna's passkey on her phone....."), origin: "http://" + host}
	var o wire.PasskeyOptions
	if st := call(t, ts, host, "/api/account/passkey/begin", wire.PasskeyBegin{V: 1, DeviceKey: desk.DeviceKey}, &o); st != 200 {
		t.Fatalf("begin adding a passkey: %d", st)
	}
	if st := call(t, ts, host, "/api/account/passkey/finish", wire.PasskeyFinish{V: 1, DeviceKey: desk.DeviceKey, Ceremony: o.Ceremony, Credential: a.create(t, challengeOf(t, o))}, nil); st != 200 {
		t.Fatalf("the passkey made: %d", st)
	}
	login := func(k *ecdsa.PrivateKey, twice bool) (int, wire.AccountAnswer) {
		var o wire.PasskeyOptions
		if st := call(t, ts, host, "/api/account/passkey/login/begin", wire.PasskeyBegin{V: 1, Name: "ANNA"}, &o); st != 200 {
			t.Fatalf("begin signing in: %d", st)
		}
		cred := a.get(t, challengeOf(t, o), k)
		var out wire.AccountAnswer
		st := call(t, ts, host, "/api/account/passkey/login", wire.PasskeyFinish{V: 1, Ceremony: o.Ceremony, Device: "phone", Credential: cred}, &out)
		if twice {
			st = call(t, ts, host, "/api/account/passkey/login", wire.PasskeyFinish{V: 1, Ceremony: o.Ceremony, Device: "phone", Credential: cred}, &out)
		}
		return st, out
	}
	forger, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if st, _ := login(forger, false); st != http.StatusForbidden {
		t.Fatalf("a passkey signed by another key: %d", st)
	}
	if st, _ := login(key, true); st != http.StatusForbidden { // the first answer signs in, the second not
		t.Fatalf("a ceremony answered twice: %d", st)
	}
	st, out := login(key, false)
	if st != 200 || out.Name != "Anna" || out.DeviceKey == "" {
		t.Fatalf("signed in by the passkey: %d %+v", st, out)
	}
	if me, err := client.Me(ctxFor(t), ts.url, out.DeviceKey); err != nil || me.Name != "Anna" || len(me.Devices) != 3 || !me.Devices[2].Current {
		t.Fatalf("the phone signed in by the passkey: %+v %v", me, err)
	}
}
