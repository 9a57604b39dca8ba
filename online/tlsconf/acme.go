package tlsconf

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"net/http"
	"os"
	"slices"
	"time"

	"golang.org/x/crypto/acme"
	"golang.org/x/crypto/acme/autocert"
)

// ACME is what autocert needs to obtain and renew certificates by itself.
type ACME struct {
	Domains []string // the names the server answers to; no certificate is asked for another
	Cache   string   // the folder that keeps the account key and certificates across restarts
	// Directory is the authority's directory URL (empty: Let's Encrypt's production one).
	Directory string
	// DirectoryCA, when set, is a PEM file of the roots that the directory's own HTTPS is checked
	// against (a private or test authority such as pebble); empty: the system's.
	DirectoryCA string
	Email       string // optional: where the authority writes about expiring certificates
}

// Manager makes the autocert manager: TLS-ALPN-01 on the TLS listener, and HTTP-01 when its
// HTTPHandler serves port 80.
func (a ACME) Manager() (*autocert.Manager, error) {
	if len(a.Domains) == 0 {
		return nil, fmt.Errorf("ACME needs the server's domain name (-domain)")
	}
	if a.Cache == "" {
		return nil, fmt.Errorf("ACME needs a folder to keep its certificates in (-acme-cache)")
	}
	if err := os.MkdirAll(a.Cache, 0o700); err != nil {
		return nil, fmt.Errorf("-acme-cache: %w", err)
	}
	m := &autocert.Manager{
		Prompt:     autocert.AcceptTOS,
		Cache:      autocert.DirCache(a.Cache),
		HostPolicy: autocert.HostWhitelist(a.Domains...),
		Email:      a.Email,
	}
	if a.Directory != "" || a.DirectoryCA != "" {
		c := &acme.Client{DirectoryURL: a.Directory}
		if a.DirectoryCA != "" {
			pem, err := os.ReadFile(a.DirectoryCA)
			if err != nil {
				return nil, fmt.Errorf("-acme-ca: %w", err)
			}
			roots := x509.NewCertPool()
			if !roots.AppendCertsFromPEM(pem) {
				return nil, fmt.Errorf("-acme-ca %s holds no PEM certificate", a.DirectoryCA)
			}
			c.HTTPClient = &http.Client{Timeout: time.Minute, Transport: &http.Transport{
				TLSClientConfig: &tls.Config{RootCAs: roots, MinVersion: tls.VersionTLS12}}}
		}
		m.Client = c
	}
	return m, nil
}

// ManagerConfig is the TLS configuration of a listener served by m: its certificates, and the
// acme-tls/1 protocol that TLS-ALPN-01 validation speaks.
func ManagerConfig(m *autocert.Manager) *tls.Config {
	c := Config(m.GetCertificate)
	c.NextProtos = slices.Concat(c.NextProtos, []string{acme.ALPNProto})
	return c
}
