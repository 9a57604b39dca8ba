package server

import (
	"context"
	"testing"
	"time"

	"tigris/online/store"
	"tigris/online/store/sqlite"
)

// FuzzDecision: any seat, step and text a client may send for a decision is applied only when it
// is that seat's legal decision for the awaited step, and nothing panics.
func FuzzDecision(f *testing.F) {
	for _, s := range []string{"pass", "tile r C5", "leader k A1", "swap rrb", "commit 2", "monument red-blue C5", "war ?", "wonder none", "tile r Z99", "leader"} {
		f.Add(uint8(0), 0, s)
		f.Add(uint8(1), 0, s)
	}
	db, err := sqlite.Open(f.TempDir())
	if err != nil {
		f.Fatal(err)
	}
	defer db.Close()
	srv, err := New(Config{Store: db, Clock: newFakeClock()})
	if err != nil {
		f.Fatal(err)
	}
	defer srv.Close()
	n := 0
	f.Fuzz(func(t *testing.T, seat uint8, step int, text string) {
		n++
		g, _, err := newGame(protocolTwoPeople, time.Unix(0, 0))
		if err != nil {
			t.Fatal(err)
		}
		g.Code = "FUZZ" + itoa4(n)
		if err := db.Create(context.Background(), g); err != nil {
			t.Fatal(err)
		}
		tab, err := srv.table(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		tab.locked(func() {
			before := tab.rec.State().Clone()
			err := tab.decide(int(seat)%2, step, text, false)
			if err != nil {
				if !tab.rec.State().Equal(before) || tab.step() != 0 {
					t.Fatalf("%d %d %q refused (%v) but changed the game", seat, step, text, err)
				}
				return
			}
			if step != 0 || int(seat)%2 != before.Pending().Player || tab.step() != 1 {
				t.Fatalf("%d %d %q accepted", seat, step, text)
			}
		})
	})
}

var protocolTwoPeople = twoPeople()

func itoa4(n int) string {
	b := []byte("0000")
	for i := 3; i >= 0; i-- {
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b)
}

var _ store.Store = (*sqlite.DB)(nil)
