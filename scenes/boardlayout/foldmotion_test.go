package boardlayout

import (
	"testing"
	"time"
)

// The panel's fold moves towards where it should stand over FoldTime, comes back the same way,
// and jumps at once with motion off (reduced motion). Plain arithmetic: no display needed.
func TestPanelFoldMovesOverItsTime(t *testing.T) {
	var f Fold
	t0 := time.Unix(1000, 0)
	f.Step(t0, false, true)
	if f.Step(t0.Add(16*time.Millisecond), false, true) || f.At != 0 {
		t.Fatalf("an open panel moved with nothing to fold: %v", f.At)
	}
	now := t0.Add(16 * time.Millisecond)
	now = now.Add(FoldTime / 2)
	if !f.Step(now, true, true) || f.At < 0.45 || f.At > 0.55 {
		t.Fatalf("half the fold's time on it stands at %.2f, want about 0.5", f.At)
	}
	now = now.Add(FoldTime)
	f.Step(now, true, true)
	if f.At != 1 || f.Eased() != 1 {
		t.Fatalf("after the fold's time it stands at %.2f, want 1", f.At)
	}
	now = now.Add(FoldTime / 4)
	f.Step(now, false, true)
	if f.At < 0.7 || f.At > 0.8 {
		t.Fatalf("a quarter of the way back it stands at %.2f, want about 0.75", f.At)
	}
	var r Fold
	if !r.Step(now, true, false) || r.At != 1 {
		t.Fatalf("with motion off the fold did not jump: %.2f", r.At)
	}
	if !r.Step(now.Add(time.Millisecond), false, false) || r.At != 0 {
		t.Fatalf("with motion off the panel did not come back at once: %.2f", r.At)
	}
}
