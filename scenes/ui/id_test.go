//go:build display

package ui

import "testing"

// An id prints as the trace lines always printed it, and a list finds its own ids' index only.
func TestIDsPrintAsTracedAndListsFindTheirOwn(t *testing.T) {
	newContext(t)
	for _, c := range []struct {
		id   ID
		want string
	}{
		{Named("end"), "end"}, {Named("turn-"), "turn-"}, {Numbered("option").At(2), "option2"},
		{Dashed("pick").At(0), "pick-0"}, {Leading("who").At(3), "3-who"}, {ID{}, ""},
	} {
		if got := c.id.String(); got != c.want {
			t.Errorf("%#v prints %q, want %q", c.id, got, c.want)
		}
	}
	who, name := Leading("who"), Leading("name")
	if i, ok := who.Index(who.At(4)); !ok || i != 4 {
		t.Errorf("who.Index(who.At(4)) = %d, %v", i, ok)
	}
	for _, other := range []ID{name.At(4), Named("who"), Numbered("who").At(4), Dashed("who").At(4), {}} {
		if _, ok := who.Index(other); ok {
			t.Errorf("the who list took %q as its own", other)
		}
	}
	if !(ID{}).IsZero() || Named("end").IsZero() {
		t.Error("IsZero is wrong")
	}
}
