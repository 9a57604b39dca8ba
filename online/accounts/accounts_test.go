package accounts

import (
	"strings"
	"testing"
)

func TestSkeletonTellsLookAlikes(t *testing.T) {
	same := [][]string{
		{"Anna", "anna", "ANNA", "Ánna"},
		{"paypal", "pаypаl", "PayPal", "paypa1"}, // Cyrillic а, digit 1
		{"Bob", "Воb", "B0b"},                    // Cyrillic В and о, zero
		{"modern", "rnodern"},                    // rn for m
		{"Ｗｉｌｌ", "Will", "wiII", "vvill"},        // full width (NFKC), capital I for l, vv for w
		{"Zoë", "zoe", "Z o-e"},
		{"Straße", "strasse"},
		{"ορα", "opa"}, // Greek
	}
	for _, group := range same {
		for _, n := range group[1:] {
			if Skeleton(n) != Skeleton(group[0]) {
				t.Errorf("%q and %q are one name, skeletons %q and %q", group[0], n, Skeleton(group[0]), Skeleton(n))
			}
		}
	}
	for _, pair := range [][2]string{{"Anna", "Anne"}, {"Bo", "Bob"}, {"Li", "Lu"}, {"東京", "京都"}} {
		if Skeleton(pair[0]) == Skeleton(pair[1]) {
			t.Errorf("%q and %q are different names, both %q", pair[0], pair[1], Skeleton(pair[0]))
		}
	}
}

func TestCheckName(t *testing.T) {
	for _, ok := range []string{"Anna", "Jean-Luc", "O'Brien", "李小龍", "Zoë 2"} {
		if err := CheckName(ok); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		}
	}
	for _, bad := range []string{"", " Anna", "Anna ", "a\u200bb", "a\nb", "<b>", "a  b", strings.Repeat("a", MaxName+1), "rtl\u202e"} {
		if err := CheckName(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestPassword(t *testing.T) {
	h, err := HashPassword("correct horse")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("the hash %q is not argon2id's encoding", h)
	}
	if ok, err := CheckPassword(h, "correct horse"); !ok || err != nil {
		t.Fatalf("the right password refused: %v", err)
	}
	if ok, _ := CheckPassword(h, "correct horsE"); ok {
		t.Fatal("a wrong password accepted")
	}
	h2, _ := HashPassword("correct horse")
	if h2 == h {
		t.Fatal("two hashes of one password are equal: no salt")
	}
	if _, err := HashPassword("short"); err == nil {
		t.Fatal("a 5-character password accepted")
	}
}

func TestRecoveryCode(t *testing.T) {
	c := NewRecoveryCode()
	if len(c) != 24 || strings.Count(c, "-") != 4 || c == NewRecoveryCode() {
		t.Fatalf("a recovery code: %q", c)
	}
	if NormalizeRecovery(strings.ToLower(strings.ReplaceAll(c, "-", " "))) != strings.ReplaceAll(c, "-", "") {
		t.Fatal("a recovery code typed in lower case with spaces is not read back")
	}
}

// What a sign-up or a sign-in costs the server: one argon2id hash.
func BenchmarkHashPassword(b *testing.B) {
	for b.Loop() {
		if _, err := HashPassword("correct horse"); err != nil {
			b.Fatal(err)
		}
	}
}
