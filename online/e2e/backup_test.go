package e2e

import (
	"context"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"tigris/game"
	"tigris/online/store"
	"tigris/online/store/sqlite"
)

// replay plays a stored game's decisions from its start with the rules and returns each seat's
// points by colour and treasures.
func replay(t *testing.T, g *store.Game) (*game.Record, [][5]int) {
	t.Helper()
	start, err := game.ParsePosition(g.Start)
	if err != nil {
		t.Fatal(err)
	}
	rec := game.RecordFrom(start)
	for _, d := range g.Decisions {
		_, m, err := game.ParseMove(start.Player(d.Seat).Dynasty.String() + " " + d.Move)
		if err == nil {
			_, err = rec.Apply(m)
		}
		if err != nil {
			t.Fatalf("game %s, decision %d %q: %v", g.ID, d.Step, d.Move, err)
		}
	}
	var scores [][5]int
	for i := range len(g.Seats) {
		pl := rec.State().Player(i)
		scores = append(scores, [5]int{int(pl.Score[0]), int(pl.Score[1]), int(pl.Score[2]), int(pl.Score[3]), int(pl.Treasures)})
	}
	return rec, scores
}

// tigris-server backup while games are played through the server, and restore into a fresh
// folder: a server starts on it, every game finished before the backup is there, over, and
// replays to the scores its players were told; every game under way is there up to a step, each
// decision the one the game went on with.
func TestBackupUnderLoadRestoresEveryGame(t *testing.T) {
	bin, _ := binaries(t)
	dir := t.TempDir()
	srv := start(t, bin, "-addr", "127.0.0.1:0", "-data", dir, "-rate", "1000")
	url := srv.url(t)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	var finished []*played
	for i := range 3 {
		finished = append(finished, playAcross(ctx, t, []string{url, url}, []string{url}, uint64(70+i), func(int) {}))
	}
	for _, g := range finished {
		g.finish(ctx, t)
	}
	progress, reached := once(20)
	var playing []*played
	for i := range 3 {
		playing = append(playing, playAcross(ctx, t, []string{url, url}, []string{url}, uint64(80+i), progress))
	}
	select {
	case <-reached:
	case <-ctx.Done():
		t.Fatal("no game reached step 20")
	}
	file := filepath.Join(t.TempDir(), "tigris-backup.db")
	b := start(t, bin, "backup", "-data", dir, "-out", file)
	b.line(t, `backup: .*: \d+ games \(\d+ over\), \d+ decisions`, 30*time.Second)
	if code := b.exit(t, 30*time.Second); code != 0 {
		t.Fatalf("backup exited with %d: %s", code, b.stderr)
	}
	for _, g := range playing {
		g.finish(ctx, t)
	}

	fresh := filepath.Join(t.TempDir(), "restored")
	r := start(t, bin, "restore", "-from", file, "-data", fresh)
	if code := r.exit(t, 30*time.Second); code != 0 {
		t.Fatalf("restore exited with %d: %s", code, r.stderr)
	}
	again := start(t, bin, "-addr", "127.0.0.1:0", "-data", fresh)
	again.line(t, `listening on`, 20*time.Second)
	again.cmd.Process.Signal(syscall.SIGTERM)
	if code := again.exit(t, 20*time.Second); code != 0 {
		t.Fatalf("a server on the restored folder exited with %d: %s", code, again.stderr)
	}

	checkRestored(t, ctx, fresh, finished, playing)
}

// checkRestored opens a restored folder: every finished game is over and replays to the scores
// its players were told; every game that was under way holds the decisions it went on with.
func checkRestored(t *testing.T, ctx context.Context, fresh string, finished, playing []*played) {
	db, err := sqlite.Open(fresh)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, g := range finished {
		sg, err := db.Load(ctx, g.id)
		if err != nil {
			t.Fatalf("finished game %s: %v", g.id, err)
		}
		rec, scores := replay(t, sg)
		if !sg.Over || !rec.State().Over() {
			t.Errorf("game %s was over before the backup and is not in it", g.id)
		}
		for i := range scores {
			if scores[i] != g.over.Scores[i] {
				t.Errorf("game %s seat %d replays to %v, its players were told %v", g.id, i, scores[i], g.over.Scores[i])
			}
		}
	}
	midway := 0
	for _, g := range playing {
		sg, err := db.Load(ctx, g.id)
		if err != nil {
			t.Fatalf("game %s under way: %v", g.id, err)
		}
		final, err := game.Unmarshal([]byte(g.over.Record))
		if err != nil {
			t.Fatal(err)
		}
		replay(t, sg)
		for i, d := range sg.Decisions {
			if d.Move != final.Moves()[i].Move.String() {
				t.Fatalf("game %s decision %d in the backup %q, the game went on with %q", g.id, i, d.Move, final.Moves()[i].Move)
			}
		}
		if len(sg.Decisions) < len(final.Moves()) {
			midway++
		}
		t.Logf("game %s: %d of its %d decisions in the backup", g.id, len(sg.Decisions), len(final.Moves()))
	}
	if midway == 0 {
		t.Log("every game under way had ended before the backup's snapshot (a fast machine): the snapshot was still taken under load")
	}
}
