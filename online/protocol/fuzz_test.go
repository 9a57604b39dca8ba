package protocol

import (
	"strings"
	"testing"
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
