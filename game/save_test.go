package game

import (
	"fmt"
	"hash/crc32"
	"os"
	"strings"
	"testing"
	"time"
)

func recordedGame(t testing.TB, o Options, seed uint64, steps int) *Record {
	r, err := NewRecord(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := NewRNG(seed + 11)
	for i := 0; i < steps && !r.State().Over(); i++ {
		if _, err := r.Apply(randomChoice(r.State().LegalMoves(), rng)); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// TestSaveRoundTrip: a saved game loads back to exactly the same position, for every option mix.
func TestSaveRoundTrip(t *testing.T) {
	for i, o := range allOptionMixes() {
		r := recordedGame(t, o, uint64(i), 40+i*7)
		back, err := Unmarshal(r.Marshal())
		if err != nil {
			t.Fatalf("%v: %v", o, err)
		}
		if !back.State().Equal(r.State()) {
			t.Fatalf("%v: loaded game differs from the saved one", o)
		}
		if len(back.Moves()) != len(r.Moves()) {
			t.Fatalf("%v: %d moves loaded, %d saved", o, len(back.Moves()), len(r.Moves()))
		}
	}
}

// TestSaveInfoRoundTrip: the date and the seats a save names come back with the game.
func TestSaveInfoRoundTrip(t *testing.T) {
	r := recordedGame(t, Options{Seats: []Dynasty{Lion, Archer, Bull}}, 4, 25)
	when := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	info := SaveInfo{Saved: when, Seats: []string{"human", "medium", "hard"}}
	back, got, err := UnmarshalInfo(r.MarshalInfo(info))
	if err != nil {
		t.Fatal(err)
	}
	if !got.Saved.Equal(when) || strings.Join(got.Seats, ",") != "human,medium,hard" {
		t.Fatalf("info came back as %+v", got)
	}
	if !back.State().Equal(r.State()) {
		t.Fatal("the game came back different")
	}
	bad := strings.Replace(string(r.MarshalInfo(info)), "seats human medium hard", "seats human medium", 1)
	if _, err := Unmarshal(resum(bad)); err == nil || !strings.Contains(err.Error(), "2 seats for 3 players") {
		t.Fatalf("a seat list of the wrong length: %v", err)
	}
}

// TestVersion1SaveLoads: a save written by the first version of the game (before saves named
// their date and seats) still loads, to exactly the position it was saved at.
func TestVersion1SaveLoads(t *testing.T) {
	r, info, err := func() (*Record, SaveInfo, error) {
		data, err := os.ReadFile("testdata/saves/version1.tesave")
		if err != nil {
			t.Fatal(err)
		}
		return UnmarshalInfo(data)
	}()
	if err != nil {
		t.Fatal(err)
	}
	if info.Seats != nil || !info.Saved.IsZero() {
		t.Fatalf("a version 1 save says %+v", info)
	}
	want, err := os.ReadFile("testdata/saves/version1.state")
	if err != nil {
		t.Fatal(err)
	}
	if got := r.State().String(); got != string(want) {
		t.Fatalf("position after loading:\n%s\nwant:\n%s", got, want)
	}
}

// resum rewrites a save's checksum line after a test edited it.
func resum(s string) []byte {
	body := strings.TrimRight(s, "\n")
	i := strings.LastIndex(body, "\n")
	return []byte(fmt.Sprintf("%schecksum %08x\n", body[:i+1], crc32.ChecksumIEEE([]byte(body[:i+1]))))
}

// TestSaveRefusesBadFiles: foreign, truncated, damaged and newer files are refused with a message.
func TestSaveRefusesBadFiles(t *testing.T) {
	good := recordedGame(t, Options{Seats: []Dynasty{Archer, Bull}}, 3, 30).Marshal()
	flipped := append([]byte(nil), good...)
	flipped[len(flipped)/2] ^= 0x01
	newer := strings.Replace(string(good), "save 2", "save 9", 1)
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not a Tigris"},
		{"foreign", []byte("PNG\x89 something else\n"), "not a Tigris"},
		{"truncated", good[:len(good)/2], "truncated"},
		{"damaged", flipped, "damaged"},
		{"newer", []byte(newer), "newer version"},
		{"bad date", resum(strings.Replace(string(good), "position\n", "saved yesterday\nposition\n", 1)), "date"},
		{"bad seat", resum(strings.Replace(string(good), "position\n", "seats Human bot\nposition\n", 1)), "seat"},
	} {
		_, err := Unmarshal(tc.data)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}

// FuzzLoad: the save loader never panics on any input.
func FuzzLoad(f *testing.F) {
	f.Add(recordedGame(f, Options{Seats: []Dynasty{Archer, Bull, Pot}, Buildings: true}, 8, 50).Marshal())
	f.Add([]byte("tigris-euphrates save 1\nchecksum 00000000\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Unmarshal(data)
		if err == nil && r.State() == nil {
			t.Fatal("loaded a record without a state")
		}
	})
}

// Huge inputs are refused at once, and what an error quotes of its input stays short.
func TestHugeInputs(t *testing.T) {
	big := strings.Repeat("x", MaxInput+1)
	if _, err := ParsePosition(big); err == nil || len(err.Error()) > 200 {
		t.Fatalf("a huge position: %v", err)
	}
	if _, _, err := UnmarshalInfo([]byte(big)); err == nil || len(err.Error()) > 200 {
		t.Fatalf("a huge save: %v", err)
	}
	line := "players archer bull\nfoo" + strings.Repeat("y", 1<<20) + "\n"
	if _, err := ParsePosition(line); err == nil || len(err.Error()) > 300 {
		t.Fatalf("a megabyte line gave a %d-byte error", len(err.Error()))
	}
}
