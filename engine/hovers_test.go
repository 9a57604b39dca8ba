//go:build display

package engine

import "testing"

// A mouse lights what it rests on; a finger only while it touches (review 6, m31).
func TestAFingerHoversOnlyWhileDown(t *testing.T) {
	for _, tc := range []struct {
		in   Input
		want bool
	}{
		{Input{}, true},
		{Input{Down: true}, true},
		{Input{Touch: true, Down: true}, true},
		{Input{Touch: true}, false},
		{Input{Touch: true, TouchScreen: true}, false},
	} {
		if got := tc.in.Hovers(); got != tc.want {
			t.Errorf("%+v: hovers %v, want %v", tc.in, got, tc.want)
		}
	}
}
