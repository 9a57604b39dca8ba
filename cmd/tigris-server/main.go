// Command tigris-server runs online games of Tigris & Euphrates (docs/PROTOCOL.md): people on
// other machines play each other and bots; every game is kept in one SQLite file under -data, or
// in a PostgreSQL database (-db) that any number of servers share.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"tigris/online/metrics"
	"tigris/online/server"
	"tigris/online/store"
	"tigris/online/webfiles"
)

// DefaultAddr is where the server listens unless told: this machine only.
const DefaultAddr = "127.0.0.1:8765"

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func defaultData() string {
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".local", "share", "tigris-server")
	}
	return "tigris-server-data"
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "backup":
			return runBackup(args[1:], stdout, stderr)
		case "restore":
			return runRestore(args[1:], stdout, stderr)
		}
	}
	fs := flag.NewFlagSet("tigris-server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", DefaultAddr, "address to listen on (host:port; 0.0.0.0:8765 for every network, port 0 for any free port)")
	data := fs.String("data", defaultData(), "folder of the games' database (SQLite, the default)")
	dbURL := fs.String("db", "", "a PostgreSQL database to keep the games in instead (postgres://user@host:port/name): servers sharing it serve the same games")
	natsURL := fs.String("nats", "", "NATS server(s) carrying the changes between servers sharing -db instead of the database's NOTIFY (nats://host:port[,…])")
	shards := addShardFlag(fs)
	web := fs.String("web", "", "folder of the WebAssembly build to serve at / (development; a binary from build/serverbuild.sh carries the build)")
	rate := fs.Float64("rate", 30, "messages a second each connection may send on average")
	quiet := fs.Bool("quiet", false, "log nothing but failures to start")
	idle := fs.Duration("idle", 2*time.Minute, "how long a game nobody is connected to stays in memory")
	perAddr := fs.Int("per-address", server.DefaultPerAddress, "WebSockets one client address may hold at once (0: no limit, for tigris-load, whose clients share an address)")
	creates := fs.Int("creates-per-hour", server.DefaultCreatesPerHour, "games one client address may create an hour (0: no limit, for tigris-load)")
	unstarted := fs.Duration("expire-unstarted", server.DefaultUnstartedFor, "end a game with no decision this long after its creation (0: never)")
	abandoned := fs.Duration("expire-abandoned", server.DefaultAbandonedFor, "end a game with no decision for this long (0: never)")
	stats := fs.Bool("stats", false, "serve GET /api/stats (games in memory, connections, memory: for tigris-load)")
	sec := addSecureFlags(fs)
	ops := addOpsFlags(fs)
	nf := addNotifyFlags(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "tigris-server: "+format+"\n", a...)
		return 2
	}
	if err := checkArgs(fs, *addr, checkLimits(*rate, *perAddr, *idle, *web), checkGames(*creates, *unstarted, *abandoned), checkNATS(*natsURL, *dbURL), checkShards(*shards, *dbURL, *natsURL)); err != nil {
		return bad("%v", err)
	}
	// every option is checked before anything is written: a bad one changes nothing
	slogger, err := ops.logger(stderr, *quiet)
	if err == nil {
		err = ops.checkTokens()
	}
	if err == nil {
		_, err = nf.mailer(*sec.domain)
	}
	if err != nil {
		return bad("%v", err)
	}
	var logger *slog.Logger // -quiet: the server logs nothing
	if !*quiet {
		logger = slogger
	}
	secured, err := sec.setup(*data, func(msg string, args ...any) { slogger.Info(msg, args...) })
	if err != nil {
		return bad("%v", err)
	}
	db, where, code, err := openStore(*dbURL, *shards, *natsURL, *data)
	if err != nil {
		fmt.Fprintf(stderr, "tigris-server: %v\n", err)
		return code
	}
	defer db.Close()
	watch := metrics.New()
	raw := db // the store itself, for the operator's listing
	db = watch.Store(db)
	var files http.Handler
	if fsys := webfiles.Embedded(); fsys != nil && *web == "" {
		files = webfiles.FS(fsys) // the build carried in the binary; -web DIR overrides it
	}
	notifier, err := nf.start(db, *sec.domain, logger) // notify.go
	if err != nil {
		fmt.Fprintf(stderr, "tigris-server: notifications: %v\n", err)
		return 1
	}
	if notifier != nil {
		defer notifier.Close()
	}
	maxConns, soft, hard := descriptors()
	slogger.Info("connections bounded", "at_once", maxConns, "descriptors", soft, "hard_limit", hard)
	srv, err := server.New(server.Config{Store: db, Log: logger, Web: *web, Files: files, Observer: watch, Rate: *rate, Burst: 2 * *rate, IdleAfter: *idle, Stats: *stats, PerAddress: noneIsNegative(*perAddr), MaxConns: maxConns,
		CreatesPerHour: noneIsNegative(*creates), Expire: server.Expiry{Unstarted: noneIsNegative(*unstarted), Abandoned: noneIsNegative(*abandoned)}, Lister: lister(raw), Notify: notifier})
	if err != nil {
		fmt.Fprintf(stderr, "tigris-server: bringing back the games: %v\n", err)
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "tigris-server: %v\n", err)
		return 1
	}
	watch.Watch(srv)
	controls, err := ops.controls(srv, raw, *data)
	if err != nil {
		srv.Close()
		return bad("%v", err)
	}
	r := &running{srv: srv, db: db, m: watch, sec: secured, ops: ops, httpAddr: *sec.httpAddr, where: where, log: slogger, admin: controls}
	return r.serve(ln, stdout, stderr)
}

// checkArgs refuses a command line with words beside its flags or an address that is none, and
// the limits' and games' options refused (limits, games).
func checkArgs(fs *flag.FlagSet, addr string, checks ...error) error {
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (every option is a flag; see -h)", fs.Arg(0))
	}
	if _, _, err := net.SplitHostPort(addr); err != nil {
		return fmt.Errorf("-addr %q is not host:port: %v", addr, err)
	}
	return errors.Join(checks...)
}

// checkLimits refuses the options that make no server.
func checkLimits(rate float64, perAddr int, idle time.Duration, web string) error {
	if rate <= 0 || rate > 10000 {
		return errors.New("-rate is a number of messages a second, from above 0 to 10000")
	}
	if web != "" {
		if st, err := os.Stat(web); err != nil || !st.IsDir() {
			return fmt.Errorf("-web %q is not a folder", web)
		}
	}
	if perAddr < 0 {
		return errors.New("-per-address is a number of connections, 0 for no limit")
	}
	if idle <= 0 {
		return errors.New("-idle is a positive duration, like 2m")
	}
	return nil
}

// noneIsNegative turns a flag's 0 ("none") into the Config's negative.
func noneIsNegative[T int | time.Duration](v T) T {
	if v == 0 {
		return -1
	}
	return v
}

// lister is the store itself when it lists its games (the metrics' wrapper does not).
func lister(st store.Store) store.Lister {
	l, _ := st.(store.Lister)
	return l
}

// checkGames refuses negative bounds of games.
func checkGames(creates int, unstarted, abandoned time.Duration) error {
	if creates < 0 || unstarted < 0 || abandoned < 0 {
		return errors.New("-creates-per-hour, -expire-unstarted and -expire-abandoned are 0 (none) or more")
	}
	return nil
}
