package e2e

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/tlsconf/tlstest"
)

// goBinary is a program installed by go install (build/setup.sh test installs pebble and
// pebble-challtestsrv, Let's Encrypt's test authority and its test DNS server).
func goBinary(name string) string {
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if out, err := exec.Command("go", "env", "GOPATH").Output(); err == nil {
		p := filepath.Join(string(trimNL(out)), "bin", name)
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

func trimNL(b []byte) []byte {
	for len(b) > 0 && (b[len(b)-1] == '\n' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}

// freePorts are n different loopback ports nobody listens on now (pebble's configuration names
// its ports before anything listens): all are held open until all are chosen, so none is
// given twice.
func freePorts(t *testing.T, n int) []int {
	t.Helper()
	var ports []int
	for range n {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer ln.Close()
		ports = append(ports, ln.Addr().(*net.TCPAddr).Port)
	}
	return ports
}

// A server started with -domain obtains its certificate from a real ACME authority (pebble on
// loopback), which validates the challenge against the server itself (no "always valid"; its
// test DNS server answers 127.0.0.1 for every name, since autocert wants a dotted name and
// tigris.test is nobody's): the first handshake for the domain is served a certificate that
// chains to pebble's root, and the certificate is kept in the ACME cache.
func TestACMECertificateFromPebble(t *testing.T) {
	pebble, dnsTest := goBinary("pebble"), goBinary("pebble-challtestsrv")
	if pebble == "" || dnsTest == "" {
		t.Skip("pebble or pebble-challtestsrv is not installed (build/setup.sh test installs both: go install github.com/letsencrypt/pebble/v2/cmd/pebble@v2.10.3 github.com/letsencrypt/pebble/v2/cmd/pebble-challtestsrv@v2.10.3)")
	}
	bin, _ := binaries(t)
	dir := t.TempDir()
	ca := tlstest.NewCA(t) // for pebble's own HTTPS
	pc, pk := ca.Issue(t, 7)
	tlstest.WriteFiles(t, filepath.Join(dir, "pebble-cert.pem"), filepath.Join(dir, "pebble-key.pem"), pc, pk)
	if err := os.WriteFile(filepath.Join(dir, "ca.pem"), ca.PEM, 0o600); err != nil {
		t.Fatal(err)
	}
	ports := freePorts(t, 6)
	acmePort, mgmtPort, tlsPort, httpPort, dnsPort, dnsMgmtPort := ports[0], ports[1], ports[2], ports[3], ports[4], ports[5]
	conf := map[string]any{"pebble": map[string]any{
		"listenAddress":           "127.0.0.1:" + strconv.Itoa(acmePort),
		"managementListenAddress": "127.0.0.1:" + strconv.Itoa(mgmtPort),
		"certificate":             filepath.Join(dir, "pebble-cert.pem"),
		"privateKey":              filepath.Join(dir, "pebble-key.pem"),
		"httpPort":                httpPort, "tlsPort": tlsPort,
		"externalAccountBindingRequired": false,
	}}
	b, _ := json.Marshal(conf)
	if err := os.WriteFile(filepath.Join(dir, "pebble.json"), b, 0o600); err != nil {
		t.Fatal(err)
	}
	dns := exec.Command(dnsTest, "-dnsserver", "127.0.0.1:"+strconv.Itoa(dnsPort), "-defaultIPv6", "", "-http01", "", "-https01", "",
		"-tlsalpn01", "", "-doh", "", "-management", "127.0.0.1:"+strconv.Itoa(dnsMgmtPort))
	if err := dns.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dns.Process.Kill(); dns.Wait() })
	pb := exec.Command(pebble, "-config", filepath.Join(dir, "pebble.json"), "-dnsserver", "127.0.0.1:"+strconv.Itoa(dnsPort))
	pb.Env = append(os.Environ(), "PEBBLE_VA_NOSLEEP=1", "PEBBLE_WFE_NONCEREJECT=0")
	pbOut, _ := os.Create(filepath.Join(dir, "pebble.log"))
	pb.Stdout, pb.Stderr = pbOut, pbOut
	if err := pb.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pb.Process.Kill(); pb.Wait() })
	hc := httpsClient(ca.Pool())
	directory := fmt.Sprintf("https://127.0.0.1:%d/dir", acmePort)
	poll.Until(t, 20*time.Second, "pebble's directory", func() bool {
		resp, err := hc.Get(directory)
		if err == nil {
			resp.Body.Close()
		}
		return err == nil && resp.StatusCode == 200
	})

	srv := start(t, bin, "-addr", "127.0.0.1:"+strconv.Itoa(tlsPort), "-http-addr", "127.0.0.1:"+strconv.Itoa(httpPort),
		"-data", filepath.Join(dir, "data"), "-domain", "tigris.test", "-acme-directory", directory, "-acme-ca", filepath.Join(dir, "ca.pem"))
	srv.line(t, `listening on https://`, 20*time.Second)

	// pebble's root, which signs what it issues
	resp, err := hc.Get(fmt.Sprintf("https://127.0.0.1:%d/roots/0", mgmtPort))
	if err != nil {
		t.Fatal(err)
	}
	rootPEM, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(rootPEM) {
		t.Fatalf("pebble's root: %s", rootPEM)
	}
	c, err := tls.DialWithDialer(&net.Dialer{Timeout: 60 * time.Second}, "tcp", "127.0.0.1:"+strconv.Itoa(tlsPort), &tls.Config{ServerName: "tigris.test", RootCAs: roots})
	if err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "pebble.log"))
		t.Fatalf("handshake for tigris.test: %v\nserver: %s\npebble: %s", err, srv.stderr, log)
	}
	defer c.Close()
	leaf := c.ConnectionState().PeerCertificates[0]
	if leaf.VerifyHostname("tigris.test") != nil {
		t.Fatalf("the certificate served is not for tigris.test: %v", leaf.DNSNames)
	}
	// kept for the next start: the cache folder holds it
	if _, err := os.Stat(filepath.Join(dir, "data", "acme", "tigris.test")); err != nil {
		t.Errorf("the certificate is not in the ACME cache: %v", err)
	}
	// a name the server is not for gets no certificate asked for
	if _, err := tls.Dial("tcp", "127.0.0.1:"+strconv.Itoa(tlsPort), &tls.Config{ServerName: "elsewhere.example", RootCAs: roots}); err == nil {
		t.Error("a handshake for another name succeeded")
	}
}
