package lobby

import (
	"net/mail"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// byNetMail is the check CheckMail made with net/mail before: an address alone, as typed.
func byNetMail(typed string) bool {
	a, err := mail.ParseAddress(typed)
	return err == nil && a.Name == "" && a.Address == typed && !strings.ContainsAny(typed, " <>") && len(typed) <= 254 && strings.Contains(typed[strings.Index(typed, "@"):], ".")
}

// mailShaped takes what net/mail took, on addresses made of pieces of every kind (the one
// difference kept: a domain written as [1.2.3.4], which no one types for a game's mail).
func TestMailShapedAgreesWithNetMail(t *testing.T) {
	pieces := []string{"bo", "Bo.Li", "a+b", "x_y-z", "o'neil", "é", "ü.ö", ".", "..", "@", " ", "\"q\"", "<", ">", "(c)", ",", ";", ":", "\\", "[1.2.3.4]", "\t", "\x80", "example.org", "org", "-", "~!#$%&*/=?^`{|}", strings.Repeat("a", 250)}
	n := 0
	for _, a := range pieces {
		for _, b := range pieces {
			for _, c := range pieces {
				for _, s := range []string{a + "@" + b, a + b + "@" + c, a + "@" + b + "." + c, a + "@" + b + c} {
					if strings.Contains(s, "[") {
						continue
					}
					n++
					if got, want := mailShaped(s), byNetMail(s); got != want {
						t.Errorf("mailShaped(%q) = %v, net/mail %v", s, got, want)
					}
				}
			}
		}
	}
	if n < 50000 {
		t.Fatalf("only %d addresses tried", n)
	}
}

// The browser's game does not link net/mail (256 KB, downloaded before its first frame).
func TestTheLobbyLinksNoNetMail(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(strings.Fields(string(out)), "net/mail") {
		t.Errorf("scenes/lobby links net/mail")
	}
}
