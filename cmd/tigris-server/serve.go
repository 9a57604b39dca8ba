package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"tigris/online/admin"
	"tigris/online/metrics"
	"tigris/online/server"
	"tigris/online/store"
)

// opsFlags are the options of running the server for others: its logs, its metrics and its
// stopping.
type opsFlags struct {
	logFormat       *string
	shutdownTimeout *time.Duration
	metricsAddr     *string
	metricsToken    *string
	adminToken      *string
	adminAudit      *string
}

func addOpsFlags(fs *flag.FlagSet) *opsFlags {
	return &opsFlags{
		logFormat:       fs.String("log-format", "text", "the log's lines: text (key=value) or json (one object a line)"),
		shutdownTimeout: fs.Duration("shutdown-timeout", 10*time.Second, "on SIGTERM or SIGINT: how long to finish what is under way before exiting all the same"),
		metricsAddr:     fs.String("metrics-addr", "", "serve /metrics (Prometheus), /healthz and /readyz on this address of their own (like 127.0.0.1:9765)"),
		metricsToken:    fs.String("metrics-token", "", "serve /metrics on the main address too, to requests with \"Authorization: Bearer TOKEN\" (or @FILE: the token in FILE)"),
		adminToken:      fs.String("admin-token", "", "serve the operator's API at /admin/ (docs/OPERATING.md) to requests with \"Authorization: Bearer TOKEN\"; @FILE reads the token from FILE"),
		adminAudit:      fs.String("admin-audit", "", "with -admin-token: the audit log every operator's action is appended to (default: admin-audit.log in -data)"),
	}
}

// logger is the structured log on stderr; quiet keeps only errors.
func (o *opsFlags) logger(stderr io.Writer, quiet bool) (*slog.Logger, error) {
	opts := &slog.HandlerOptions{Level: slog.LevelInfo}
	if quiet {
		opts.Level = slog.LevelError
	}
	switch *o.logFormat {
	case "text":
		return slog.New(slog.NewTextHandler(stderr, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(stderr, opts)), nil
	}
	return nil, fmt.Errorf("-log-format is text or json, not %q", *o.logFormat)
}

// running is a server and what surrounds it, to serve.
type running struct {
	srv      *server.Server
	db       store.Store
	m        *metrics.Metrics
	sec      *secure
	ops      *opsFlags
	httpAddr string
	where    string
	log      *slog.Logger
	admin    *admin.Admin // the operator's controls (nil: none)
}

// handler is everything the main address serves.
func (r *running) handler() (http.Handler, error) {
	mux := http.NewServeMux()
	health := r.m.Health(r.db)
	mux.Handle("GET /healthz", health)
	mux.Handle("GET /readyz", health)
	if *r.ops.metricsToken != "" {
		token, err := secret(*r.ops.metricsToken)
		if err != nil {
			return nil, fmt.Errorf("-metrics-token: %v", err)
		}
		mux.Handle("GET /metrics", r.m.Handler(token))
	}
	mux.Handle("/", r.srv.Handler())
	if r.admin == nil {
		return r.m.Counted(mux), nil
	}
	mux.Handle("/admin/", r.admin.Handler())
	return r.m.Counted(r.admin.Guard(mux)), nil
}

// serve runs the server on ln until it fails or a signal asks it to stop.
func (r *running) serve(ln net.Listener, stdout, stderr io.Writer) int {
	// heard before the address is printed: whoever reads it may signal at once
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	h, err := r.handler()
	if err != nil {
		fmt.Fprintf(stderr, "tigris-server: %v\n", err)
		return 2
	}
	inner, handler := r.sec.wrap(r.srv, ln, h)
	hs := r.srv.HTTPServer(handler) // every phase of a connection bounded, the door told of each
	hs.ErrorLog = slog.NewLogLogger(r.log.Handler(), slog.LevelDebug)
	scheme := "http"
	if r.sec.config != nil {
		scheme = "https"
	}
	done := make(chan error, 3)
	var others []*http.Server
	if r.httpAddr != "" {
		p, pln, err := r.sec.plain(r.httpAddr, portOf(ln))
		if err != nil {
			fmt.Fprintf(stderr, "tigris-server: %v\n", err)
			return 1
		}
		others = append(others, p)
		go func() { done <- p.Serve(pln) }()
		r.where += "; http://" + pln.Addr().String() + " redirects to it"
	}
	if *r.ops.metricsAddr != "" {
		mln, err := net.Listen("tcp", *r.ops.metricsAddr)
		if err != nil {
			fmt.Fprintf(stderr, "tigris-server: -metrics-addr: %v\n", err)
			return 1
		}
		mux := r.m.Health(r.db)
		mux.Handle("GET /metrics", r.m.Handler(""))
		ms := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 10 * time.Second,
			WriteTimeout: 10 * time.Second, IdleTimeout: 60 * time.Second}
		others = append(others, ms)
		go func() { done <- ms.Serve(mln) }()
		r.where += "; metrics on http://" + mln.Addr().String() + "/metrics"
	}
	fmt.Fprintf(stdout, "tigris-server: listening on %s://%s (games in %s)\n", scheme, ln.Addr(), r.where)
	go func() { done <- hs.Serve(inner) }()
	select {
	case err := <-done:
		if !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintf(stderr, "tigris-server: %v\n", err)
			return 1
		}
		return 0
	case sig := <-stop:
		return r.stop(sig, hs, others)
	}
}

// stop stops taking connections, lets the decisions under way finish, tells every client to
// reconnect elsewhere (close 1012) and exits within -shutdown-timeout.
func (r *running) stop(sig os.Signal, hs *http.Server, others []*http.Server) int {
	began := time.Now()
	r.log.Info("stopping", "signal", sig.String(), "within", r.ops.shutdownTimeout.String())
	ctx, cancel := context.WithTimeout(context.Background(), *r.ops.shutdownTimeout)
	defer cancel()
	r.m.Stopping()
	shut := make(chan struct{})
	go func() {
		hs.Shutdown(ctx) // closes the listener at once, then waits for the requests under way
		close(shut)
	}()
	closed := make(chan struct{})
	go func() {
		r.srv.Drain()
		r.srv.Close() // waits for the bots thinking
		close(closed)
	}()
	// the metrics' address stays open meanwhile: its /readyz says the server is stopping
	defer func() {
		for _, o := range others {
			o.Close()
		}
	}()
	for _, ch := range []chan struct{}{shut, closed} {
		select {
		case <-ch:
		case <-ctx.Done():
			r.log.Error("stopped before everything under way finished", "after", time.Since(began).Round(time.Millisecond).String())
			return 1
		}
	}
	r.log.Info("stopped", "after", time.Since(began).Round(time.Millisecond).String())
	return 0
}

// controls makes the operator's controls when -admin-token asks for them.
func (o *opsFlags) controls(srv *server.Server, games store.Store, data string) (*admin.Admin, error) {
	if *o.adminToken == "" {
		return nil, nil
	}
	token, err := secret(*o.adminToken) // checked by checkTokens
	if err != nil {
		return nil, fmt.Errorf("-admin-token: %v", err)
	}
	audit := *o.adminAudit
	if audit == "" {
		audit = filepath.Join(data, "admin-audit.log")
	}
	return admin.New(srv, games, token, audit, filepath.Join(data, "bans.json"))
}

// checkTokens refuses tokens that are too short, unreadable, or shared by the scraper and the
// operator.
func (o *opsFlags) checkTokens() error {
	var m, a string
	var err error
	if *o.metricsToken != "" {
		if m, err = secret(*o.metricsToken); err != nil {
			return fmt.Errorf("-metrics-token: %v", err)
		}
	}
	if *o.adminToken != "" {
		if a, err = secret(*o.adminToken); err != nil {
			return fmt.Errorf("-admin-token: %v", err)
		}
	} else if *o.adminAudit != "" {
		return errors.New("-admin-audit goes with -admin-token")
	}
	if m != "" && m == a {
		return errors.New("-admin-token and -metrics-token must differ: a scraper must not hold the operator's controls")
	}
	return nil
}
