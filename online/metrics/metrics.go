// Package metrics is what an operator watches tigris-server with: Prometheus metrics (games in
// memory, connections, decisions and their latency, the store's latency by call, refusals by
// reason, addresses benched, the Go runtime), and the health and readiness answers a load
// balancer or systemd asks for. Nothing in them names a game, a player or a token.
package metrics

import (
	"context"
	"crypto/subtle"
	"errors"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"tigris/online/store"
)

// Metrics holds the server's metrics; it is the server's Observer.
type Metrics struct {
	reg       *prometheus.Registry
	decisions *prometheus.CounterVec
	decided   prometheus.Histogram
	storeTime *prometheus.HistogramVec
	refusals  *prometheus.CounterVec
	http      *prometheus.CounterVec
	benched   prometheus.Counter
	stopping  atomic.Bool
}

// New registers the metrics, with the Go runtime's and the process's.
func New() *Metrics {
	m := &Metrics{reg: prometheus.NewRegistry()}
	m.decisions = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "tigris_decisions_total",
		Help: "Decisions stored and told to their games, by who made them (person or bot)."}, []string{"by"})
	m.decided = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "tigris_decision_seconds",
		Help:    "From a decision received (or a bot's chosen) to it stored and sent to every connection of its game.",
		Buckets: []float64{.0005, .001, .002, .005, .01, .02, .05, .1, .2, .5, 1, 2, 5}})
	m.storeTime = prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "tigris_store_seconds",
		Help:    "Calls to the games' store (SQLite or PostgreSQL), by call and outcome.",
		Buckets: []float64{.0005, .001, .002, .005, .01, .02, .05, .1, .2, .5, 1, 2, 5, 10}}, []string{"call", "outcome"})
	m.refusals = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "tigris_refusals_total",
		Help: "Clients' messages and sockets refused, by the protocol's error code (docs/PROTOCOL.md)."}, []string{"code"})
	m.http = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "tigris_http_responses_total",
		Help: "HTTP answers by status class and status (4xx are refusals)."}, []string{"class", "status"})
	m.benched = prometheus.NewCounter(prometheus.CounterOpts{Name: "tigris_addresses_benched_total",
		Help: "Addresses refused for a while for their limits (floods, oversized frames, knocking, guessing)."})
	m.reg.MustRegister(m.decisions, m.decided, m.storeTime, m.refusals, m.http, m.benched,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Live counts what the server holds now, asked at each scrape.
type Live interface {
	Live() int        // games in memory
	Connections() int // WebSockets open to seats
}

// Watch adds the server's games and connections as gauges.
func (m *Metrics) Watch(s Live) {
	m.reg.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "tigris_games_live", Help: "Games in memory (someone connected, a bot or a clock running)."},
			func() float64 { return float64(s.Live()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "tigris_connections", Help: "WebSockets open to seats."},
			func() float64 { return float64(s.Connections()) }))
}

// Decided is the server's Observer's.
func (m *Metrics) Decided(byBot bool, took time.Duration) {
	by := "person"
	if byBot {
		by = "bot"
	}
	m.decisions.WithLabelValues(by).Inc()
	m.decided.Observe(took.Seconds())
}

// Refused is the server's Observer's.
func (m *Metrics) Refused(code string) { m.refusals.WithLabelValues(code).Inc() }

// Benched is the server's Observer's.
func (m *Metrics) Benched() { m.benched.Inc() }

// Handler serves the metrics in Prometheus's text format; with a token, only to a request that
// carries it ("Authorization: Bearer TOKEN").
func (m *Metrics) Handler(token string) http.Handler {
	h := promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
	if token == "" {
		return h
	}
	return Bearer(token, h)
}

// Bearer lets through to h only the requests that carry token as "Authorization: Bearer TOKEN".
func Bearer(token string, h http.Handler) http.Handler {
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="tigris"`)
			http.Error(w, "this needs the server's token", http.StatusUnauthorized)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// Counted counts h's answers by status.
func (m *Metrics) Counted(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sw := &status{ResponseWriter: w}
		h.ServeHTTP(sw, r)
		if sw.code == 0 || sw.code == http.StatusSwitchingProtocols {
			return // a WebSocket, counted as connections
		}
		m.http.WithLabelValues(strconv.Itoa(sw.code/100)+"xx", strconv.Itoa(sw.code)).Inc()
	})
}

// status remembers the status written; it passes Hijack through for the WebSocket.
type status struct {
	http.ResponseWriter
	code int
}

func (s *status) WriteHeader(code int) {
	if s.code == 0 {
		s.code = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *status) Write(b []byte) (int, error) {
	if s.code == 0 {
		s.code = http.StatusOK
	}
	return s.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection (Hijack, Flush, deadlines).
func (s *status) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// Stopping makes /readyz answer 503 from now on: a load balancer sends no one new while the
// server drains.
func (m *Metrics) Stopping() { m.stopping.Store(true) }

// Health serves /healthz (the process answers) and /readyz (the store answers a read within 2
// seconds, and the server is not stopping).
func (m *Metrics) Health(st store.Store) *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if m.stopping.Load() {
			http.Error(w, "stopping", http.StatusServiceUnavailable)
			return
		}
		if err := Ping(r.Context(), st); err != nil {
			http.Error(w, "the store does not answer", http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte("ready\n"))
	})
	return mux
}

// Ping asks the store a question it answers from its index: a code no game can have.
func Ping(ctx context.Context, st store.Store) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	if h, ok := st.(store.Here); ok {
		if err := h.Here(); err != nil {
			return err
		}
	}
	_, err := st.ByCode(ctx, "-")
	if err == nil || errors.Is(err, store.ErrNotFound) {
		return nil
	}
	return err
}
