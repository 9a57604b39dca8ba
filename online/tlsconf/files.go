// Package tlsconf is how tigris-server speaks TLS by itself: a certificate and key from files,
// read again when they change (so a renewal by certbot or an operator needs no restart), or
// certificates from an ACME authority (Let's Encrypt) through autocert; and the plain-HTTP side
// that answers ACME's HTTP-01 challenge and sends everyone else to HTTPS.
package tlsconf

import (
	"crypto/tls"
	"fmt"
	"os"
	"sync"
	"time"
)

// Files serves the certificate in CertFile with the key in KeyFile, reading them again at a
// handshake after either changed on disk (its size or modification time). A pair that does not
// load (a renewal half-written, a key that does not match) leaves the one in use served.
type Files struct {
	CertFile, KeyFile string
	// Log, when set, hears each reload and each pair refused (never a key's content).
	Log func(msg string, args ...any)

	mu      sync.Mutex
	lastErr string // the last refusal logged, so a bad pair is said once, not at every handshake
	cert    *tls.Certificate
	certMod stamp
	keyMod  stamp
}

// stamp is what tells a file changed without reading it.
type stamp struct {
	size int64
	mod  time.Time
}

func stampOf(path string) (stamp, error) {
	st, err := os.Stat(path)
	if err != nil {
		return stamp{}, err
	}
	if !st.Mode().IsRegular() {
		return stamp{}, fmt.Errorf("%s is not a regular file", path)
	}
	return stamp{st.Size(), st.ModTime()}, nil
}

// NewFiles loads the pair once, so a server with a bad pair refuses to start with the reason.
func NewFiles(certFile, keyFile string, log func(msg string, args ...any)) (*Files, error) {
	f := &Files{CertFile: certFile, KeyFile: keyFile, Log: log}
	if err := f.reload(); err != nil {
		return nil, err
	}
	return f, nil
}

// reload reads the pair if either file changed since it was last read.
func (f *Files) reload() error {
	cs, err := stampOf(f.CertFile)
	if err != nil {
		return fmt.Errorf("the certificate: %w", err)
	}
	ks, err := stampOf(f.KeyFile)
	if err != nil {
		return fmt.Errorf("the key: %w", err)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.cert != nil && cs == f.certMod && ks == f.keyMod {
		return nil
	}
	c, err := tls.LoadX509KeyPair(f.CertFile, f.KeyFile)
	if err != nil {
		return fmt.Errorf("the certificate %s with the key %s: %w", f.CertFile, f.KeyFile, err)
	}
	first := f.cert == nil
	f.cert, f.certMod, f.keyMod = &c, cs, ks
	if !first && f.Log != nil {
		f.Log("certificate read again", "cert", f.CertFile, "not_after", c.Leaf.NotAfter)
	}
	return nil
}

// GetCertificate is tls.Config's: the pair, read again when it changed.
func (f *Files) GetCertificate(*tls.ClientHelloInfo) (*tls.Certificate, error) {
	err := f.reload()
	f.mu.Lock()
	defer f.mu.Unlock()
	if err != nil && err.Error() != f.lastErr && f.Log != nil {
		f.Log("certificate not read again; serving the one in use", "error", err)
	}
	if err != nil {
		f.lastErr = err.Error()
	} else {
		f.lastErr = ""
	}
	return f.cert, nil
}

// Config is a server's TLS configuration around get: TLS 1.2 at least, HTTP/1.1 only (the
// WebSocket library upgrades HTTP/1.1 connections; a browser that spoke HTTP/2 would ask for the
// socket over it).
func Config(get func(*tls.ClientHelloInfo) (*tls.Certificate, error)) *tls.Config {
	return &tls.Config{GetCertificate: get, MinVersion: tls.VersionTLS12, NextProtos: []string{"http/1.1"}}
}
