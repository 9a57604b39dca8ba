// Package pgtest runs a private PostgreSQL server for tests: a cluster made by initdb in a
// temporary folder, listening on loopback at a free port, stopped at the end of the test binary.
// A test on a machine without PostgreSQL's programs is skipped, saying so.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"
)

// Cluster is a PostgreSQL server of its own, run by this process.
type Cluster struct {
	bin, dir string
	port     int
	asUser   string // the user the tools run as ("" for this process's own)
}

// binDir finds PostgreSQL's programs: $PG_BIN, else the newest /usr/lib/postgresql/*/bin.
func binDir() string {
	if d := os.Getenv("PG_BIN"); d != "" {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err != nil {
			return ""
		}
		return d
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(dirs, func(i, j int) bool {
		a, _ := strconv.Atoi(filepath.Base(filepath.Dir(dirs[i])))
		b, _ := strconv.Atoi(filepath.Base(filepath.Dir(dirs[j])))
		return a > b
	})
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err == nil {
			return d
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p)
	}
	return ""
}

// ErrMissing says why no cluster can run here.
var ErrMissing = fmt.Errorf("PostgreSQL's initdb and pg_ctl are not installed (build/setup.sh test installs them; or set PG_BIN)")

// Start makes and starts a cluster. PostgreSQL refuses to run as root: as root its programs run
// as the postgres user the Debian package creates.
func Start() (*Cluster, error) {
	bin := binDir()
	if bin == "" {
		return nil, ErrMissing
	}
	c := &Cluster{bin: bin}
	dir, err := os.MkdirTemp("", "tigris-pg-")
	if err != nil {
		return nil, err
	}
	c.dir = dir
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("running as root, and no postgres user to run PostgreSQL as: %v", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
		c.asUser = "postgres"
	}
	if out, err := c.run("initdb", "-D", c.data(), "-A", "trust", "-U", "tigris", "-N"); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("initdb: %v\n%s", err, out)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	c.port = ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	if err := c.Up(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return c, nil
}

func (c *Cluster) data() string { return filepath.Join(c.dir, "data") }

func (c *Cluster) run(tool string, args ...string) ([]byte, error) {
	path := filepath.Join(c.bin, tool)
	var cmd *exec.Cmd
	if c.asUser != "" {
		cmd = exec.Command("runuser", append([]string{"-u", c.asUser, "--", path}, args...)...)
	} else {
		cmd = exec.Command(path, args...)
	}
	cmd.Dir = c.dir
	return cmd.CombinedOutput()
}

// Up starts the server (again) on its port; fsync is off, for speed: a test's database does not
// outlive a power cut.
func (c *Cluster) Up() error {
	opts := fmt.Sprintf("-k %s -p %d -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300", c.dir, c.port)
	if out, err := c.run("pg_ctl", "-D", c.data(), "-l", filepath.Join(c.dir, "log"), "-o", opts, "-w", "start"); err != nil {
		log, _ := os.ReadFile(filepath.Join(c.dir, "log"))
		return fmt.Errorf("pg_ctl start: %v\n%s\n%s", err, out, log)
	}
	return nil
}

// Down stops the server, cutting its connections.
func (c *Cluster) Down() error {
	if out, err := c.run("pg_ctl", "-D", c.data(), "-m", "fast", "-w", "stop"); err != nil {
		return fmt.Errorf("pg_ctl stop: %v\n%s", err, out)
	}
	return nil
}

// Remove stops the server and deletes its folder.
func (c *Cluster) Remove() {
	c.Down()
	os.RemoveAll(c.dir)
}

// URL is the address of database db.
func (c *Cluster) URL(db string) string {
	return fmt.Sprintf("postgres://tigris@127.0.0.1:%d/%s?sslmode=disable", c.port, db)
}

// NewDatabase creates an empty database and returns its address.
func (c *Cluster) NewDatabase(ctx context.Context) (string, error) {
	conn, err := pgx.Connect(ctx, c.URL("postgres"))
	if err != nil {
		return "", err
	}
	defer conn.Close(ctx)
	var b [6]byte
	rand.Read(b[:])
	name := "t" + hex.EncodeToString(b[:])
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		return "", err
	}
	return c.URL(name), nil
}

var (
	shared    *Cluster
	sharedErr error
	once      sync.Once
)

// Shared is the test binary's cluster, started on first use; the test is skipped, saying why,
// where none can run. The package's TestMain calls Main so that it stops at the end.
func Shared(t testing.TB) *Cluster {
	t.Helper()
	once.Do(func() { shared, sharedErr = Start() })
	if sharedErr == ErrMissing {
		t.Skipf("skipped: %v", sharedErr)
	}
	if sharedErr != nil {
		t.Fatal(sharedErr)
	}
	return shared
}

// Database is a fresh database on the shared cluster (see Shared).
func Database(t testing.TB) string {
	t.Helper()
	c := Shared(t)
	url, err := c.NewDatabase(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return url
}

// Main runs the tests and stops the shared cluster, if one was started.
func Main(m *testing.M) int {
	code := m.Run()
	if shared != nil {
		shared.Remove()
	}
	return code
}
