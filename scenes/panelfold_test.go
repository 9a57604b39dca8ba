//go:build display

package scenes

import (
	"testing"
	"time"
)

// The panel's fold moves towards where it should stand over foldTime, comes back the same way,
// and jumps at once with motion off (reduced motion). Plain arithmetic: no display needed.
func TestPanelFoldMovesOverItsTime(t *testing.T) {
	var f panelFold
	t0 := time.Unix(1000, 0)
	f.step(t0, false, true)
	if f.step(t0.Add(16*time.Millisecond), false, true) || f.at != 0 {
		t.Fatalf("an open panel moved with nothing to fold: %v", f.at)
	}
	now := t0.Add(16 * time.Millisecond)
	now = now.Add(foldTime / 2)
	if !f.step(now, true, true) || f.at < 0.45 || f.at > 0.55 {
		t.Fatalf("half the fold's time on it stands at %.2f, want about 0.5", f.at)
	}
	now = now.Add(foldTime)
	f.step(now, true, true)
	if f.at != 1 || f.eased() != 1 {
		t.Fatalf("after the fold's time it stands at %.2f, want 1", f.at)
	}
	now = now.Add(foldTime / 4)
	f.step(now, false, true)
	if f.at < 0.7 || f.at > 0.8 {
		t.Fatalf("a quarter of the way back it stands at %.2f, want about 0.75", f.at)
	}
	var r panelFold
	if !r.step(now, true, false) || r.at != 1 {
		t.Fatalf("with motion off the fold did not jump: %.2f", r.at)
	}
	if !r.step(now.Add(time.Millisecond), false, false) || r.at != 0 {
		t.Fatalf("with motion off the panel did not come back at once: %.2f", r.at)
	}
}
