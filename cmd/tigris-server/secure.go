package main

import (
	"crypto/tls"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"golang.org/x/crypto/acme/autocert"

	"tigris/online/forwarded"
	"tigris/online/server"
	"tigris/online/tlsconf"
)

// secureFlags are the options of TLS by itself (docs/OPERATING.md).
type secureFlags struct {
	cert, key                   *string
	domain, acmeCache, acmeDir  *string
	acmeCA, acmeEmail, httpAddr *string
	trustedProxy                *string
}

func addSecureFlags(fs *flag.FlagSet) *secureFlags {
	return &secureFlags{
		cert:         fs.String("cert", "", "TLS: the certificate file (PEM, the chain after it); read again when it changes"),
		key:          fs.String("key", "", "TLS: the certificate's private key file (PEM)"),
		domain:       fs.String("domain", "", "TLS from an ACME authority (Let's Encrypt): the server's domain names, comma-separated"),
		acmeCache:    fs.String("acme-cache", "", "with -domain: the folder that keeps the ACME account and certificates (default: acme under -data)"),
		acmeDir:      fs.String("acme-directory", "", "with -domain: the ACME directory URL (default: Let's Encrypt's production)"),
		acmeCA:       fs.String("acme-ca", "", "with -domain: a PEM file of roots the ACME directory's HTTPS is checked against (a private authority)"),
		acmeEmail:    fs.String("acme-email", "", "with -domain: an address the authority may write to about the certificates"),
		httpAddr:     fs.String("http-addr", "", "with TLS: a plain-HTTP address (like :80) that answers ACME's HTTP-01 challenge and redirects everything else to HTTPS"),
		trustedProxy: fs.String("trusted-proxy", "", "reverse proxies (CIDR prefixes or addresses, comma-separated) whose X-Forwarded-For names the client; default none"),
	}
}

// secure is the TLS the flags asked for: nil config means plain HTTP.
type secure struct {
	config  *tls.Config
	acme    *autocert.Manager
	trusted forwarded.Trusted
}

func (f *secureFlags) setup(data string, log func(msg string, args ...any)) (*secure, error) {
	s := &secure{}
	var err error
	if s.trusted, err = forwarded.Parse(*f.trustedProxy); err != nil {
		return nil, fmt.Errorf("-trusted-proxy: %v", err)
	}
	files := *f.cert != "" || *f.key != ""
	switch {
	case files && *f.domain != "":
		return nil, errors.New("-cert/-key and -domain are two ways to get a certificate: give one")
	case files && (*f.cert == "" || *f.key == ""):
		return nil, errors.New("-cert and -key go together")
	case files:
		pair, err := tlsconf.NewFiles(*f.cert, *f.key, log)
		if err != nil {
			return nil, err
		}
		s.config = tlsconf.Config(pair.GetCertificate)
	case *f.domain != "":
		cache := *f.acmeCache
		if cache == "" {
			cache = data + "/acme"
		}
		a := tlsconf.ACME{Domains: splitList(*f.domain), Cache: cache, Directory: *f.acmeDir, DirectoryCA: *f.acmeCA, Email: *f.acmeEmail}
		if s.acme, err = a.Manager(); err != nil {
			return nil, err
		}
		s.config = tlsconf.ManagerConfig(s.acme)
		get := s.config.GetCertificate
		s.config.GetCertificate = func(hello *tls.ClientHelloInfo) (*tls.Certificate, error) {
			c, err := get(hello)
			if err != nil {
				// the authority's refusals are the operator's to read (a handshake's errors are not logged)
				log("no certificate for a handshake", "server_name", hello.ServerName, "error", err)
			}
			return c, err
		}
	case *f.httpAddr != "" || *f.acmeDir != "" || *f.acmeCA != "" || *f.acmeCache != "":
		return nil, errors.New("-http-addr and the -acme options need TLS: -cert and -key, or -domain")
	}
	return s, nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// wrap puts TLS on the listener and HSTS and the proxies' addresses on the handler.
func (s *secure) wrap(srv *server.Server, ln net.Listener, h http.Handler) (net.Listener, http.Handler) {
	if len(s.trusted) > 0 {
		h = s.trusted.Handler(h)
	}
	if s.config == nil {
		return srv.Listener(ln, nil), h
	}
	return srv.Listener(ln, s.config), tlsconf.HSTS(h)
}

// plain serves -http-addr: ACME's HTTP-01 answers, and a redirect to HTTPS on httpsPort.
func (s *secure) plain(addr string, httpsPort int) (*http.Server, net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, nil, fmt.Errorf("-http-addr: %w", err)
	}
	h := tlsconf.Redirect(httpsPort)
	if s.acme != nil {
		h = s.acme.HTTPHandler(h)
	}
	return &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 10 * time.Second,
		WriteTimeout: 10 * time.Second, IdleTimeout: 30 * time.Second}, ln, nil
}

func portOf(ln net.Listener) int {
	_, p, _ := net.SplitHostPort(ln.Addr().String())
	n, _ := strconv.Atoi(p)
	return n
}
