package chat

import (
	"strings"
	"testing"
	"time"
)

func TestClean(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"  good luck  ", "good luck"},
		{"<script>alert(1)</script>", "<script>alert(1)</script>"}, // text, shown as text
		{"bien joué 👍", "bien joué 👍"},
		{"👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"},
		{strings.Repeat("é", MaxRunes), strings.Repeat("é", MaxRunes)},
	} {
		got, err := Clean(c.in)
		if err != nil || got != c.want {
			t.Errorf("Clean(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, in := range []string{"", "   ", "two\nlines", "bell\a", "esc\x1b[31m", "rtl\u202eevil", "zero\u200bwidth",
		"bad\xffutf8", strings.Repeat("a", MaxRunes+1)} {
		if got, err := Clean(in); err == nil {
			t.Errorf("Clean(%q) = %q, accepted", in, got)
		}
	}
}

func TestPace(t *testing.T) {
	var p Pace
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range Burst {
		if ok, _ := p.Allow(now); !ok {
			t.Fatalf("line %d of a burst refused", i)
		}
	}
	ok, wait := p.Allow(now)
	if ok || wait <= 0 || wait > Every {
		t.Fatalf("a line beyond the burst: %v, wait %v", ok, wait)
	}
	if ok, _ := p.Allow(now.Add(Every)); !ok {
		t.Fatal("a line after waiting refused")
	}
	if ok, _ := p.Allow(now.Add(Every)); ok {
		t.Fatal("a second line at once after waiting one period accepted")
	}
}
