package e2e

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The operator's options refuse what makes no server, with the reason and status 2, before
// anything listens; a backup or restore that cannot be done says why with status 1 or 2 and
// writes nothing.
func TestOperatorsBadOptions(t *testing.T) {
	bin, _ := binaries(t)
	dir := t.TempDir()
	short := filepath.Join(dir, "short-token")
	os.WriteFile(short, []byte("abc\n"), 0o600)
	existing := filepath.Join(dir, "existing.db")
	os.WriteFile(existing, []byte("x"), 0o600)
	full := filepath.Join(dir, "full")
	os.MkdirAll(full, 0o700)
	os.WriteFile(filepath.Join(full, "something"), []byte("x"), 0o600)
	var made []string
	data := func() string {
		d := filepath.Join(t.TempDir(), "data")
		made = append(made, d)
		return d
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-data", data(), "-cert", "c.pem"}, 2, "-cert and -key go together"},
		{[]string{"-data", data(), "-cert", "c.pem", "-key", "k.pem", "-domain", "a.example"}, 2, "give one"},
		{[]string{"-data", data(), "-cert", "/no/cert.pem", "-key", "/no/key.pem"}, 2, "the certificate"},
		{[]string{"-data", data(), "-http-addr", ":80"}, 2, "need TLS"},
		{[]string{"-data", data(), "-trusted-proxy", "10.0.0.0/8,nonsense"}, 2, "-trusted-proxy"},
		{[]string{"-data", data(), "-log-format", "xml"}, 2, "-log-format is text or json"},
		{[]string{"-data", data(), "-nats", "nats://127.0.0.1:4222"}, 2, "a server of its own needs none"},
		{[]string{"-data", data(), "-db", "postgres://x@127.0.0.1:1/x", "-nats", "http://127.0.0.1:4222"}, 2, "-nats is a NATS address"},
		{[]string{"-data", data(), "-shard", "postgres://x@127.0.0.1:1/x"}, 2, "-shard is for servers sharing a PostgreSQL home database"},
		{[]string{"-data", data(), "-db", "postgres://x@127.0.0.1:1/x", "-shard", "postgres://x@127.0.0.1:1/y"}, 2, "-shard needs -nats"},
		{[]string{"-data", data(), "-db", "postgres://x@127.0.0.1:1/x", "-nats", "nats://127.0.0.1:4222", "-shard", "mysql://y"}, 2, "-shard is a PostgreSQL address"},
		{[]string{"-data", data(), "-db", "postgres://x@127.0.0.1:1/x", "-nats", "nats://127.0.0.1:4222", "-shard", "postgres://x@127.0.0.1:1/y", "-shard", "postgres://x@127.0.0.1:1/y"}, 2, "is given twice"},
		{[]string{"-data", data(), "-admin-token", "@" + short}, 2, "at least 16 characters"},
		{[]string{"-data", data(), "-admin-token", "@/no/such/file"}, 2, "-admin-token"},
		{[]string{"-data", data(), "-metrics-token", "short"}, 2, "-metrics-token"},
		{[]string{"-data", data(), "-admin-token", "same-token-0123456789", "-metrics-token", "same-token-0123456789"}, 2, "must differ"},
		{[]string{"-data", data(), "-push-contact", "operator@example.org"}, 2, "is a mailto: or https: address"},
		{[]string{"-data", data(), "-smtp-from", "tigris@example.org"}, 2, "go with -smtp"},
		{[]string{"-data", data(), "-smtp", "mail.example.org"}, 2, "is not host:port"},
		{[]string{"-data", data(), "-smtp", "mail.example.org:587", "-smtp-from", "nobody"}, 2, "is not an e-mail address"},
		{[]string{"-data", data(), "-smtp", "mail.example.org:587", "-smtp-from", "t@example.org", "-smtp-password", "hunter2"}, 2, "shows in the process list"},
		{[]string{"backup", "-data", data()}, 2, "usage"},
		{[]string{"backup", "-data", data(), "-out", filepath.Join(dir, "b.db")}, 1, "no games' database"},
		{[]string{"backup", "-data", dir, "-out", existing}, 1, "exists"},
		{[]string{"restore", "-from", existing, "-data", full}, 1, "not empty"},
		{[]string{"restore", "-from", filepath.Join(dir, "none.db"), "-data", data()}, 1, "no games' database"},
	} {
		cmd := exec.Command(bin, c.args...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != c.code || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("tigris-server %v: %v, %q; want status %d and %q", c.args, err, stderr.String(), c.code, c.want)
		}
	}
	for _, d := range made {
		if _, err := os.Stat(d); err == nil {
			t.Errorf("a refused start or backup made its data folder %s", d)
		}
	}
	if b, _ := os.ReadFile(existing); string(b) != "x" {
		t.Error("a backup overwrote a file")
	}
}
