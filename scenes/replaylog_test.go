//go:build display

package scenes

import (
	"testing"

	"tigris/scenes/settings"
	"tigris/storage"
)

// The replay's log shows nothing of the decisions still to come (one watching a game again should
// not read what happens next), and on the desktop it starts just below the controls, with no empty
// band of panel between them (review 6, d31/d32); on a tablet, whose log has a column of its own,
// the controls stand beside it, not under its box.
func TestReplayLogHidesWhatComesNext(t *testing.T) {
	over := finishedGame(t)
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"desktop-1920x1080", 1920, 1080, 1}, {"tablet-portrait-2x", 820, 1180, 2}} {
		t.Run(size.name, func(t *testing.T) {
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			rp := NewReplay(sh, over.Record(), over.Seats(), sh.Title()).(*Replay)
			d := &driver{t: t, ctx: contextFor(t, size), scene: rp}
			d.look("")
			for i := 0; i < 6; i++ {
				d.click("next")
			}
			d.draw("replay-log-" + size.name)
			if len(rp.lineHit) == 0 {
				t.Fatal("the replay shows no log")
			}
			for _, h := range rp.lineHit {
				if h.at > rp.r.At() {
					t.Fatalf("the log shows a line of decision %d at decision %d", h.at, rp.r.At())
				}
			}
			if last := rp.lineHit[len(rp.lineHit)-1]; last.at != rp.r.At() {
				t.Errorf("the log's last line is of decision %d, not of the one shown (%d)", last.at, rp.r.At())
			}
			l := &rp.view.lay
			for _, c := range rp.ctl.Hits {
				if !c.ID.IsZero() && overlap(c.R, l.Log) {
					t.Errorf("the log's box %v covers the replay's %s at %v", l.Log, c.ID, c.R)
				}
			}
			if l.Log.X+l.Log.W <= l.Players.X+1 { // the log in a column of its own (a tablet) is not below the controls // the log beside the panel (a tablet) is not below the controls
				return
			}
			for _, c := range rp.ctl.Hits {
				if c.ID.String() == "turn+" {
					if gap := rp.lineHit[0].r.Y - (c.R.Y + c.R.H); gap > 24*l.U {
						t.Errorf("%.0f px of empty panel between the replay's controls and its log", gap)
					}
					return
				}
			}
			t.Fatal("no Turn › button")
		})
	}
}
