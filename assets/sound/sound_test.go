package sound

import (
	"math"
	"testing"
)

// Every sound is short, audible, never clipped, and unlike the others.
func TestSoundsAreDistinctAndAudible(t *testing.T) {
	seen := map[string]string{}
	for _, name := range Names {
		s := Samples(name)
		dur := float64(len(s)) / Rate
		if dur < 0.05 || dur > 1.5 {
			t.Errorf("%s lasts %.2f s", name, dur)
		}
		var sum, peak float64
		for _, v := range s {
			sum += float64(v) * float64(v)
			peak = math.Max(peak, math.Abs(float64(v)))
		}
		if rms := math.Sqrt(sum / float64(len(s))); rms < 0.02 {
			t.Errorf("%s is nearly silent (rms %.3f)", name, rms)
		}
		if peak > 0.91 {
			t.Errorf("%s peaks at %.2f", name, peak)
		}
		if last := math.Abs(float64(s[len(s)-1])); last > 0.01 {
			t.Errorf("%s ends with a click (%.3f)", name, last)
		}
		key := string(StereoF32(s[:min(len(s), 4000)]))
		if other, ok := seen[key]; ok {
			t.Errorf("%s sounds like %s", name, other)
		}
		seen[key] = name
	}
	if len(Names) != len(recipes) {
		t.Errorf("%d names for %d recipes", len(Names), len(recipes))
	}
}

func TestStereoF32(t *testing.T) {
	b := StereoF32([]float32{0.5, -1})
	if len(b) != 16 {
		t.Fatalf("%d bytes", len(b))
	}
	if b[0] != b[4] || b[3] != 0x3f || b[11] != 0xbf {
		t.Fatalf("frames % x", b)
	}
}
