package protocol

import (
	"strings"
	"testing"

	"tigris/game"
)

// FuzzDecode: no input makes Decode panic, and whatever it accepts encodes again and decodes to
// a message of the same type.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{"v":1,"type":"hello","game":"g","token":"t","step":-1}`,
		`{"v":1,"type":"move","step":3,"move":"tile r c5"}`,
		`{"v":1,"type":"undo","step":4}`, `{"v":1,"type":"resign","step":0}`,
		`{"v":1,"type":"control","level":"hard"}`, `{"v":2,"type":"move"}`, `{"v":1,"type":"x"}`,
		`{"v":1,"type":"move","step":1e99}`, `[]`, `null`, "{\"v\":1,\"type\":\"move\",\"move\":\"\xff\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data, MaxClientMessage)
		if err != nil {
			if m != nil {
				t.Fatalf("an error with a message")
			}
			return
		}
		out, err := Encode(m)
		if err != nil {
			t.Fatalf("accepted %q but cannot encode it: %v", data, err)
		}
		back, err := Decode(out, MaxServerMessage)
		if err != nil || back.MsgType() != m.MsgType() {
			t.Fatalf("%q encoded as %q does not decode again: %v", data, out, err)
		}
	})
}

func TestDecodeRefuses(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"v":1,"type":"move","step":-1,"move":"pass"}`, "step"},
		{`{"v":1,"type":"move","step":2,"move":""}`, "notation"},
		{`{"v":7,"type":"move","step":2,"move":"pass"}`, "version"},
		{`{"v":1,"type":"teleport"}`, "unknown message type"},
		{`{"v":1,"type":"hello","game":"g","step":0}`, "token"},
		{`garbage`, "not a JSON"},
		{`{"v":1,"type":"move","step":"x","move":"pass"}`, "move:"},
		{`{"v":1,"type":"move","step":1,"move":"` + strings.Repeat("a", 5000) + `"}`, "at most"},
	} {
		m, err := Decode([]byte(c.in), MaxClientMessage)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60s: got %v, %v; want an error with %q", c.in, m, err, c.want)
		}
	}
	m, err := Decode([]byte(`{"v":1,"type":"move","step":2,"move":"tile r c5"}`), MaxClientMessage)
	if mv, ok := m.(*Move); err != nil || !ok || mv.Step != 2 || mv.Move != "tile r c5" {
		t.Fatalf("a good move: %#v, %v", m, err)
	}
}

// Every event of random games crosses the wire and reads back with what its kind means.
func TestEventsRoundTrip(t *testing.T) {
	s, err := game.NewGame(game.Options{Seats: game.FirstDynasties(3), Buildings: true, Wonder: true}, 11)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRNG(11)
	seen := map[string]bool{}
	for n := 0; n < 3000 && !s.Over(); n++ {
		m, _ := s.RandomMove(rng)
		ev, err := s.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			w := EventOf(e)
			seen[w.Kind] = true
			back, err := w.Game()
			if err != nil {
				t.Fatalf("%+v: %v", w, err)
			}
			if back.Kind != e.Kind || back.Player != e.Player || back.N != e.N || back.Cell != e.Cell || back.String() != e.String() {
				t.Fatalf("%+v came back as %+v", e, back)
			}
		}
	}
	if len(seen) < 12 {
		t.Fatalf("only %d kinds of events were seen: %v", len(seen), seen)
	}
}
