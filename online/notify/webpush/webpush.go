// Package webpush sends Web Push messages: the payload encrypted for one browser's subscription
// (RFC 8291, aes128gcm) and signed for the push service by the server's VAPID key (RFC 8292), so
// a push service carries a message it can neither read nor forge.
package webpush

import (
	"bytes"
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// Subscription is what a browser's PushManager.subscribe gives: where to send, and the keys to
// encrypt for (p256dh, the browser's P-256 public key; auth, its 16-byte secret), base64url.
type Subscription struct {
	Endpoint string `json:"endpoint"`
	Keys     struct {
		P256dh string `json:"p256dh"`
		Auth   string `json:"auth"`
	} `json:"keys"`
}

// Key is a server's VAPID key pair (P-256).
type Key struct {
	priv *ecdsa.PrivateKey
}

// NewKey makes a fresh VAPID key.
func NewKey() (*Key, error) {
	p, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	return &Key{priv: p}, nil
}

// ParseKey reads a key kept by Bytes (the private scalar, 32 bytes).
func ParseKey(b []byte) (*Key, error) {
	p, err := ecdsa.ParseRawPrivateKey(elliptic.P256(), b)
	if err != nil {
		return nil, fmt.Errorf("the VAPID key is damaged: %v", err)
	}
	return &Key{priv: p}, nil
}

// Bytes is the private key to keep (secret).
func (k *Key) Bytes() []byte {
	b, _ := k.priv.Bytes()
	return b
}

// Public is the public key as a page gives it to PushManager.subscribe (applicationServerKey):
// the uncompressed point, base64url without padding.
func (k *Key) Public() string {
	b, _ := k.priv.PublicKey.Bytes()
	return b64.EncodeToString(b)
}

var b64 = base64.RawURLEncoding

// decode64 reads base64url with or without padding (browsers give it without; some libraries with).
func decode64(s string) ([]byte, error) {
	for len(s)%4 != 0 && len(s) > 0 && s[len(s)-1] == '=' {
		s = s[:len(s)-1]
	}
	b, err := b64.DecodeString(s)
	if err != nil {
		return base64.URLEncoding.DecodeString(s)
	}
	return b, nil
}

// Check refuses a subscription that cannot be sent to, in words.
func (s Subscription) Check() error {
	u, err := url.Parse(s.Endpoint)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || len(s.Endpoint) > 1024 {
		return errors.New("the subscription's endpoint is not a web address")
	}
	if p, err := decode64(s.Keys.P256dh); err != nil || len(p) != 65 {
		return errors.New("the subscription's p256dh key is not a P-256 public key")
	} else if _, err := ecdh.P256().NewPublicKey(p); err != nil {
		return errors.New("the subscription's p256dh key is not a P-256 public key")
	}
	if a, err := decode64(s.Keys.Auth); err != nil || len(a) != 16 {
		return errors.New("the subscription's auth secret is not 16 bytes")
	}
	return nil
}

// recordSize is the one record's size written in the header (the whole message is one record).
const recordSize = 4096

// MaxPayload is the most a message may carry: push services take 4096 bytes encrypted.
const MaxPayload = recordSize - 16 - 1 - 86

// Encrypt is RFC 8291: payload for sub's keys, as the aes128gcm body.
func Encrypt(sub Subscription, payload []byte) ([]byte, error) {
	if len(payload) > MaxPayload {
		return nil, fmt.Errorf("a push message holds at most %d bytes, not %d", MaxPayload, len(payload))
	}
	if err := sub.Check(); err != nil {
		return nil, err
	}
	uaRaw, _ := decode64(sub.Keys.P256dh)
	auth, _ := decode64(sub.Keys.Auth)
	ua, _ := ecdh.P256().NewPublicKey(uaRaw)
	as, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	secret, err := as.ECDH(ua)
	if err != nil {
		return nil, err
	}
	salt := make([]byte, 16)
	rand.Read(salt)
	asRaw := as.PublicKey().Bytes()
	cek, nonce, err := Keys(secret, auth, salt, uaRaw, asRaw)
	if err != nil {
		return nil, err
	}
	block, _ := aes.NewCipher(cek)
	gcm, _ := cipher.NewGCM(block)
	plain := append(append([]byte{}, payload...), 0x02) // the last record's delimiter, no padding
	var out bytes.Buffer
	out.Write(salt)
	binary.Write(&out, binary.BigEndian, uint32(recordSize))
	out.WriteByte(byte(len(asRaw)))
	out.Write(asRaw)
	out.Write(gcm.Seal(nil, nonce, plain, nil))
	return out.Bytes(), nil
}

// Keys derives the content key and nonce from the ECDH secret, the auth secret, the salt and both
// public keys (RFC 8291 section 3.4, RFC 8188 section 2.2).
func Keys(ecdhSecret, auth, salt, uaPublic, asPublic []byte) (cek, nonce []byte, err error) {
	prkKey, err := hkdf.Extract(sha256.New, ecdhSecret, auth)
	if err != nil {
		return nil, nil, err
	}
	info := append(append([]byte("WebPush: info\x00"), uaPublic...), asPublic...)
	ikm, err := hkdf.Expand(sha256.New, prkKey, string(info), 32)
	if err != nil {
		return nil, nil, err
	}
	prk, err := hkdf.Extract(sha256.New, ikm, salt)
	if err != nil {
		return nil, nil, err
	}
	if cek, err = hkdf.Expand(sha256.New, prk, "Content-Encoding: aes128gcm\x00", 16); err != nil {
		return nil, nil, err
	}
	nonce, err = hkdf.Expand(sha256.New, prk, "Content-Encoding: nonce\x00", 12)
	return cek, nonce, err
}

// Authorization is the VAPID header for endpoint (RFC 8292): a JWT signed ES256 for the push
// service's origin, valid for 12 hours, naming subject (a mailto: or https: contact).
func (k *Key) Authorization(endpoint, subject string, now time.Time) (string, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	head := b64.EncodeToString([]byte(`{"typ":"JWT","alg":"ES256"}`))
	claims, _ := json.Marshal(map[string]any{"aud": u.Scheme + "://" + u.Host, "exp": now.Add(12 * time.Hour).Unix(), "sub": subject})
	signed := head + "." + b64.EncodeToString(claims)
	h := sha256.Sum256([]byte(signed))
	r, s, err := ecdsa.Sign(rand.Reader, k.priv, h[:])
	if err != nil {
		return "", err
	}
	sig := make([]byte, 64)
	r.FillBytes(sig[:32])
	s.FillBytes(sig[32:])
	return "vapid t=" + signed + "." + b64.EncodeToString(sig) + ", k=" + k.Public(), nil
}

// Message is one push to send.
type Message struct {
	Payload []byte
	TTL     time.Duration // how long the push service keeps it for a browser away (0: a day)
	Urgency string        // "very-low", "low", "normal" (""), "high"
	Topic   string        // a newer message of the same topic replaces one not yet delivered
}

// Result is how the push service answered.
type Result struct {
	Status int
	// Gone: the subscription no longer exists (404, 410): forget it.
	Gone bool
	// Retry: a passing trouble (429, 5xx, the network): send again later, after RetryAfter when
	// the service said.
	Retry      bool
	RetryAfter time.Duration
}

// Send encrypts m for sub and posts it to sub's push service.
func (k *Key) Send(ctx context.Context, client *http.Client, sub Subscription, m Message, subject string) (Result, error) {
	body, err := Encrypt(sub, m.Payload)
	if err != nil {
		return Result{}, err
	}
	auth, err := k.Authorization(sub.Endpoint, subject, time.Now())
	if err != nil {
		return Result{}, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, sub.Endpoint, bytes.NewReader(body))
	if err != nil {
		return Result{}, err
	}
	ttl := m.TTL
	if ttl <= 0 {
		ttl = 24 * time.Hour
	}
	req.Header.Set("Authorization", auth)
	req.Header.Set("Content-Encoding", "aes128gcm")
	req.Header.Set("Content-Type", "application/octet-stream")
	req.Header.Set("TTL", strconv.Itoa(int(ttl.Seconds())))
	if m.Urgency != "" {
		req.Header.Set("Urgency", m.Urgency)
	}
	if m.Topic != "" {
		req.Header.Set("Topic", m.Topic)
	}
	resp, err := client.Do(req)
	if err != nil {
		return Result{Retry: true}, err
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	res := Result{Status: resp.StatusCode}
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
		return res, nil
	case resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusGone:
		res.Gone = true
	case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
		res.Retry = true
		if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
			res.RetryAfter = time.Duration(s) * time.Second
		}
	}
	return res, fmt.Errorf("the push service answered %s", resp.Status)
}
