// Package pushtest is a stand-in push service for tests, on loopback: it hands out subscriptions
// as a browser would (a P-256 key pair and an auth secret of its own), and for every message
// posted to one it checks the VAPID header (RFC 8292: the JWT's ES256 signature by the key it
// carries, its audience, expiry and contact) and decrypts the body with the subscription's private
// key (RFC 8291, aes128gcm). It derives the keys by its own code (golang.org/x/crypto/hkdf), not
// the sender's, so a test proves the payload a browser would read.
package pushtest

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/hkdf"

	"tigris/online/notify/webpush"
)

// Push is a message the service accepted, decrypted.
type Push struct {
	Endpoint string
	Payload  []byte
	Subject  string // the VAPID contact
	Key      string // the VAPID public key that signed it
	TTL      string
	Urgency  string
}

// Service is the stand-in push service.
type Service struct {
	URL string
	// Got receives each message accepted (buffered; a test reads them).
	Got chan Push

	mu      sync.Mutex
	subs    map[string]*ecdh.PrivateKey // by endpoint path
	auths   map[string][]byte
	gone    map[string]bool
	fail    map[string]int
	stall   map[string]chan struct{}
	refused []string
	srv     *http.Server
}

// Start runs a service on 127.0.0.1 until the test ends.
func Start(t testing.TB) *Service {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &Service{URL: "http://" + ln.Addr().String(), Got: make(chan Push, 100),
		subs: map[string]*ecdh.PrivateKey{}, auths: map[string][]byte{}, gone: map[string]bool{}, fail: map[string]int{}, stall: map[string]chan struct{}{}}
	s.srv = &http.Server{Handler: http.HandlerFunc(s.serve)}
	go s.srv.Serve(ln)
	t.Cleanup(func() {
		s.mu.Lock()
		for _, c := range s.stall {
			close(c)
		}
		s.stall = map[string]chan struct{}{}
		s.mu.Unlock()
		s.srv.Close()
	})
	return s
}

// Stall makes the service hold every message for endpoint unanswered until the test ends (a push
// service that hangs).
func (s *Service) Stall(endpoint string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stall[strings.TrimPrefix(endpoint, s.URL)] = make(chan struct{})
}

// Subscribe makes a subscription as a browser's PushManager would.
func (s *Service) Subscribe() webpush.Subscription {
	k, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		panic(err)
	}
	auth := make([]byte, 16)
	rand.Read(auth)
	id := make([]byte, 12)
	rand.Read(id)
	path := "/push/" + base64.RawURLEncoding.EncodeToString(id)
	s.mu.Lock()
	s.subs[path], s.auths[path] = k, auth
	s.mu.Unlock()
	var sub webpush.Subscription
	sub.Endpoint = s.URL + path
	sub.Keys.P256dh = base64.RawURLEncoding.EncodeToString(k.PublicKey().Bytes())
	sub.Keys.Auth = base64.RawURLEncoding.EncodeToString(auth)
	return sub
}

// Gone makes the service answer 410 for endpoint from now on (the browser unsubscribed).
func (s *Service) Gone(endpoint string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.gone[strings.TrimPrefix(endpoint, s.URL)] = true
}

// Fail makes the service answer 503 to the next n messages for endpoint.
func (s *Service) Fail(endpoint string, n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.fail[strings.TrimPrefix(endpoint, s.URL)] = n
}

// Refused lists why messages were refused (a bad signature, a body that does not decrypt).
func (s *Service) Refused() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.refused...)
}

func (s *Service) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	priv, auth := s.subs[r.URL.Path], s.auths[r.URL.Path]
	gone, fail, stall := s.gone[r.URL.Path], s.fail[r.URL.Path], s.stall[r.URL.Path]
	if fail > 0 {
		s.fail[r.URL.Path]--
	}
	s.mu.Unlock()
	if stall != nil {
		<-stall
		http.Error(w, "stalled", http.StatusServiceUnavailable)
		return
	}
	switch {
	case r.Method != http.MethodPost:
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	case priv == nil:
		http.NotFound(w, r)
		return
	case gone:
		http.Error(w, "unsubscribed", http.StatusGone)
		return
	case fail > 0:
		w.Header().Set("Retry-After", "0")
		http.Error(w, "busy", http.StatusServiceUnavailable)
		return
	}
	p, err := s.check(r, priv, auth)
	if err != nil {
		s.mu.Lock()
		s.refused = append(s.refused, err.Error())
		s.mu.Unlock()
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	p.Endpoint = s.URL + r.URL.Path
	select {
	case s.Got <- p:
	default:
	}
	w.WriteHeader(http.StatusCreated)
}

func (s *Service) check(r *http.Request, priv *ecdh.PrivateKey, auth []byte) (Push, error) {
	var p Push
	if r.Header.Get("Content-Encoding") != "aes128gcm" {
		return p, errors.New("Content-Encoding is not aes128gcm")
	}
	if r.Header.Get("TTL") == "" {
		return p, errors.New("no TTL header (RFC 8030 requires it)")
	}
	sub, key, err := s.vapid(r.Header.Get("Authorization"))
	if err != nil {
		return p, err
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, 8192))
	if err != nil {
		return p, err
	}
	plain, err := decrypt(body, priv, auth)
	if err != nil {
		return p, err
	}
	return Push{Payload: plain, Subject: sub, Key: key, TTL: r.Header.Get("TTL"), Urgency: r.Header.Get("Urgency")}, nil
}

// vapid checks an Authorization header "vapid t=JWT, k=KEY" (RFC 8292).
func (s *Service) vapid(h string) (sub, key string, err error) {
	rest, ok := strings.CutPrefix(h, "vapid ")
	if !ok {
		return "", "", fmt.Errorf("the Authorization header is not vapid: %q", h)
	}
	var jwt string
	for _, part := range strings.Split(rest, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			jwt = v
		case "k":
			key = v
		}
	}
	x, y, err := vapidKey(key)
	if err != nil {
		return "", "", err
	}
	parts := strings.Split(jwt, ".")
	if len(parts) != 3 {
		return "", "", errors.New("the VAPID token is not a JWT")
	}
	var head struct{ Alg string }
	var claims struct {
		Aud string
		Exp int64
		Sub string
	}
	if err := decodePart(parts[0], &head); err != nil || head.Alg != "ES256" {
		return "", "", errors.New("the VAPID token is not ES256")
	}
	if err := decodePart(parts[1], &claims); err != nil {
		return "", "", err
	}
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || len(sig) != 64 {
		return "", "", errors.New("the VAPID signature is not 64 bytes")
	}
	digest := sha256.Sum256([]byte(parts[0] + "." + parts[1]))
	if !ecdsa.Verify(&ecdsa.PublicKey{Curve: elliptic.P256(), X: x, Y: y}, digest[:], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])) {
		return "", "", errors.New("the VAPID signature does not verify")
	}
	if err := s.claims(claims.Aud, claims.Sub, claims.Exp); err != nil {
		return "", "", err
	}
	return claims.Sub, key, nil
}

// claims checks a VAPID token's audience (this service), expiry (within a day) and contact.
func (s *Service) claims(aud, sub string, exp int64) error {
	now := time.Now().Unix()
	switch {
	case aud != s.URL:
		return fmt.Errorf("the VAPID audience is %q, not %q", aud, s.URL)
	case exp <= now || exp > now+24*3600:
		return errors.New("the VAPID token's expiry is not within the next 24 hours")
	case !strings.HasPrefix(sub, "mailto:") && !strings.HasPrefix(sub, "https:"):
		return fmt.Errorf("the VAPID contact %q is neither mailto: nor https:", sub)
	}
	return nil
}

func decodePart(s string, v any) error {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

// decrypt reads an aes128gcm body (RFC 8188) whose key comes from RFC 8291's derivation.
func decrypt(body []byte, priv *ecdh.PrivateKey, auth []byte) ([]byte, error) {
	if len(body) < 21 {
		return nil, errors.New("the body is shorter than its header")
	}
	salt, rs, idlen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	if len(body) < 21+idlen || idlen != 65 {
		return nil, errors.New("the header's key id is not the sender's P-256 public key")
	}
	asPub, ct := body[21:21+idlen], body[21+idlen:]
	if uint32(len(ct)) > rs {
		return nil, errors.New("more than one record")
	}
	pub, err := ecdh.P256().NewPublicKey(asPub)
	if err != nil {
		return nil, err
	}
	secret, err := priv.ECDH(pub)
	if err != nil {
		return nil, err
	}
	read := func(r io.Reader, n int) []byte {
		b := make([]byte, n)
		io.ReadFull(r, b)
		return b
	}
	var info bytes.Buffer
	info.WriteString("WebPush: info")
	info.WriteByte(0)
	info.Write(priv.PublicKey().Bytes())
	info.Write(asPub)
	ikm := read(hkdf.New(sha256.New, secret, auth, info.Bytes()), 32)
	cek := read(hkdf.New(sha256.New, ikm, salt, []byte("Content-Encoding: aes128gcm\x00")), 16)
	nonce := read(hkdf.New(sha256.New, ikm, salt, []byte("Content-Encoding: nonce\x00")), 12)
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, _ := cipher.NewGCM(block)
	plain, err := gcm.Open(nil, nonce, ct, nil)
	if err != nil {
		return nil, errors.New("the body does not decrypt with the subscription's keys")
	}
	// strip the padding: zeros after the delimiter, which is 2 for the last record
	i := len(plain) - 1
	for i >= 0 && plain[i] == 0 {
		i--
	}
	if i < 0 || plain[i] != 2 {
		return nil, errors.New("the last record's delimiter is not 2")
	}
	return plain[:i], nil
}

// vapidKey is the point of a VAPID key k: an uncompressed P-256 point, base64url.
func vapidKey(key string) (x, y *big.Int, err error) {
	pub, err := base64.RawURLEncoding.DecodeString(key)
	if err != nil || len(pub) != 65 || pub[0] != 4 {
		return nil, nil, errors.New("the VAPID key k is not an uncompressed P-256 point")
	}
	x, y = new(big.Int).SetBytes(pub[1:33]), new(big.Int).SetBytes(pub[33:])
	if !elliptic.P256().IsOnCurve(x, y) {
		return nil, nil, errors.New("the VAPID key is not on P-256")
	}
	return x, y, nil
}
