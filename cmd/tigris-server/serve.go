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
	"syscall"
	"time"

	"tigris/online/server"
)

// opsFlags are the options of running the server for others: its logs and its stopping.
type opsFlags struct {
	logFormat       *string
	shutdownTimeout *time.Duration
}

func addOpsFlags(fs *flag.FlagSet) *opsFlags {
	return &opsFlags{
		logFormat:       fs.String("log-format", "text", "the log's lines: text (key=value) or json (one object a line)"),
		shutdownTimeout: fs.Duration("shutdown-timeout", 10*time.Second, "on SIGTERM or SIGINT: how long to finish what is under way before exiting all the same"),
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

// serve runs the server on ln until it fails or a signal asks it to stop.
func serve(srv *server.Server, ln net.Listener, sec *secure, ops *opsFlags, httpAddr, where string, log *slog.Logger, stdout, stderr io.Writer) int {
	inner, handler := sec.wrap(srv.Listener(ln), srv.Handler())
	hs := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second, ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelDebug)}
	scheme := "http"
	if sec.config != nil {
		scheme = "https"
	}
	done := make(chan error, 2)
	var plain *http.Server
	if httpAddr != "" {
		p, pln, err := sec.plain(httpAddr, portOf(ln))
		if err != nil {
			fmt.Fprintf(stderr, "tigris-server: %v\n", err)
			return 1
		}
		plain = p
		go func() { done <- plain.Serve(pln) }()
		where += "; http://" + pln.Addr().String() + " redirects to it"
	}
	fmt.Fprintf(stdout, "tigris-server: listening on %s://%s (games in %s)\n", scheme, ln.Addr(), where)
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	go func() { done <- hs.Serve(inner) }()
	select {
	case err := <-done:
		if !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintf(stderr, "tigris-server: %v\n", err)
			return 1
		}
	case sig := <-stop:
		log.Info("stopping", "signal", sig.String(), "within", ops.shutdownTimeout.String())
		ctx, cancel := context.WithTimeout(context.Background(), *ops.shutdownTimeout)
		defer cancel()
		if plain != nil {
			plain.Close()
		}
		srv.Close()
		hs.Shutdown(ctx)
	}
	return 0
}
