package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// clusterFlags name what is counted beside the servers: the databases' commits (-dbs) and the
// pub/sub's messages (-nats-monitor), so a run says where its ceiling is.
type clusterFlags struct {
	dbs  []string
	nats string
}

// counts are the cluster's counters at one moment.
type counts struct {
	commits         int64
	natsIn, natsOut int64
	cpuTicks        int64 // the servers' processor time, in 1/100 s
	ok              bool
}

func (c config) count(ctx context.Context) counts {
	var n counts
	n.ok = true
	for _, url := range c.cluster.dbs {
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			n.ok = false
			continue
		}
		var x int64
		if err := conn.QueryRow(ctx, `SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()`).Scan(&x); err != nil {
			n.ok = false
		}
		n.commits += x
		conn.Close(ctx)
	}
	if c.cluster.nats != "" {
		var v struct {
			InMsgs  int64 `json:"in_msgs"`
			OutMsgs int64 `json:"out_msgs"`
		}
		resp, err := http.Get(strings.TrimRight(c.cluster.nats, "/") + "/varz")
		if err == nil {
			err = json.NewDecoder(resp.Body).Decode(&v)
			resp.Body.Close()
		}
		if err != nil {
			n.ok = false
		}
		n.natsIn, n.natsOut = v.InMsgs, v.OutMsgs
	}
	for _, pid := range c.pids {
		n.cpuTicks += cpuTicks(pid)
	}
	return n
}

// cpuTicks is a process's processor time (user and system) in clock ticks, from /proc.
func cpuTicks(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	k, _ := strconv.ParseInt(f[12], 10, 64)
	return u + k
}

// clusterReport says the rates between two counts over el for decisions decisions.
func (c config) clusterReport(label string, a, b counts, decisions int, el time.Duration) string {
	if len(c.cluster.dbs) == 0 && c.cluster.nats == "" && len(c.pids) == 0 {
		return ""
	}
	s := el.Seconds()
	var parts []string
	if len(c.cluster.dbs) > 0 {
		parts = append(parts, fmt.Sprintf("%.0f commits a second over %d database(s)", float64(b.commits-a.commits)/s, len(c.cluster.dbs)))
	}
	if c.cluster.nats != "" {
		parts = append(parts, fmt.Sprintf("pub/sub %.0f messages in, %.0f out a second", float64(b.natsIn-a.natsIn)/s, float64(b.natsOut-a.natsOut)/s))
	}
	if len(c.pids) > 0 && decisions > 0 {
		cpu := float64(b.cpuTicks-a.cpuTicks) / 100
		parts = append(parts, fmt.Sprintf("servers' processor %.2f ms a decision (%.0f%% of one core in all)", 1000*cpu/float64(decisions), 100*cpu/s))
	}
	if !a.ok || !b.ok {
		parts = append(parts, "(some counters could not be read)")
	}
	return fmt.Sprintf("%scluster: %s\n", label, strings.Join(parts, "; "))
}

func parseCluster(dbs, nats string) clusterFlags {
	var f clusterFlags
	for _, d := range strings.Split(dbs, ",") {
		if d = strings.TrimSpace(d); d != "" {
			f.dbs = append(f.dbs, d)
		}
	}
	f.nats = strings.TrimSpace(nats)
	return f
}
