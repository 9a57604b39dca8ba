package lobby

import (
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"tigris/online/server/servertest"
	"tigris/storage"
)

// A list that did not come is said in words, not asked for again every frame, asked again after
// a few seconds, and its error leaves once a list comes; while the first list is asked for
// nothing is said but that it is asked.
func TestPublicListRetriedAndItsErrorCleared(t *testing.T) {
	target, err := url.Parse(servertest.Start(t))
	if err != nil {
		t.Fatal(err)
	}
	var down atomic.Bool
	var asked atomic.Int32
	proxy := httputil.NewSingleHostReverseProxy(target)
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked.Add(1)
		if down.Load() {
			http.Error(w, "down for the test", http.StatusBadGateway)
			return
		}
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(front.Close)
	base := front.URL

	p := NewPublic(New(storage.NewMemory()))
	down.Store(true)
	now := time.Unix(1_800_000_000, 0)
	p.Refresh(base, now)
	if !p.Listing || p.Err != "" {
		t.Fatalf("asking the first list: listing %v, said %q", p.Listing, p.Err)
	}
	frames(t, p, "the refusal", func() bool { return !p.Listing })
	if !strings.HasPrefix(p.Err, "The list of games did not come: ") {
		t.Fatalf("the refusal said %q", p.Err)
	}
	t.Logf("said: %s", p.Err)
	calls := asked.Load()
	for _, later := range []time.Duration{0, time.Second, 4 * time.Second} {
		p.Refresh(base, now.Add(later))
		if p.Listing || asked.Load() != calls {
			t.Fatalf("asked again %v after a list did not come", later)
		}
	}
	down.Store(false)
	p.Refresh(base, now.Add(6*time.Second))
	if !p.Listing {
		t.Fatal("not asked again 6 s after a list did not come")
	}
	frames(t, p, "the list", func() bool { return !p.Listing })
	if p.Err != "" || p.ListedFor != base {
		t.Fatalf("after the list came: said %q, listed for %q", p.Err, p.ListedFor)
	}
	// another error said meanwhile is not the list's to clear
	p.Err = "Type your name first: the other players see it."
	p.Refresh(base, now.Add(time.Minute))
	frames(t, p, "the list again", func() bool { return !p.Listing })
	if p.Err == "" {
		t.Fatal("the list cleared an error that was not its own")
	}
}
