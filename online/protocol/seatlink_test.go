package protocol

import (
	"strings"
	"testing"
)

// A seat link's fragment reads back as the server wrote it; a fragment that is not a seat link is
// nothing; a damaged one is an error in words that never repeats the token.
func TestParseSeatFragment(t *testing.T) {
	game := "0123456789abcdef0123456789abcdef"
	token := "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE" // 43 characters, as the server makes them
	if g, tok, err := ParseSeatFragment("#" + SeatFragment(game, token)); err != nil || g != game || tok != token {
		t.Fatalf("the server's own fragment read as %q, %q, %v", g, tok, err)
	}
	for _, frag := range []string{"", "#", "#top", "#x=1", "#%zz", "#rules"} {
		if g, tok, err := ParseSeatFragment(frag); g != "" || tok != "" || err != nil {
			t.Fatalf("%q is not a seat link, read as %q, %q, %v", frag, g, tok, err)
		}
	}
	for _, frag := range []string{
		"#game=" + game,                                     // no seat
		"#seat=" + token,                                    // no game
		"#game=" + game + "&seat=" + token[:42],             // a token cut short
		"#game=" + game + "&seat=" + token + "x",            // a token too long
		"#game=" + game + "&seat=" + token[:42] + "+",       // not base64url
		"#game=" + strings.ToUpper(game) + "&seat=" + token, // not the server's id
		"#game=" + game[:31] + "&seat=" + token,
		"#game=" + game + "&seat=" + token + "&seat=" + token, // two seats
		"#game=" + game + "&seat=" + token + "%zz",            // a bad escape
	} {
		g, tok, err := ParseSeatFragment(frag)
		if err == nil || g != "" || tok != "" {
			t.Fatalf("%q read as %q, %q, %v", frag, g, tok, err)
		}
		if strings.Contains(err.Error(), token[:20]) || !strings.Contains(err.Error(), "seat link is damaged") {
			t.Fatalf("%q: the error %q repeats the token or does not say what is wrong", frag, err)
		}
	}
}
