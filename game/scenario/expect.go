package scenario

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"tigris/game"
)

// Check tests one expectation line against a position.
func Check(s *game.State, l Line) error {
	f := strings.Fields(l.Text)
	if len(f) == 0 {
		return fmt.Errorf("an empty expectation")
	}
	check, ok := expectations[f[0]]
	if !ok {
		return fmt.Errorf("unknown expectation %q", f[0])
	}
	return check(s, f, l.Rows)
}

// expectations checks each expectation by its first word; f is the whole line's words, rows an
// expected board's rows.
var expectations = map[string]func(s *game.State, f, rows []string) error{
	"board": func(s *game.State, _, rows []string) error {
		if len(rows) != game.Rows {
			return fmt.Errorf("an expected board needs %d rows", game.Rows)
		}
		for r, row := range rows {
			toks := strings.Fields(row)
			if len(toks) != game.Cols {
				return fmt.Errorf("expected board row %d has %d tokens", r+1, len(toks))
			}
			for c, tok := range toks {
				i := r*game.Cols + c
				if got := s.Token(i); !sameToken(got, tok) {
					return fmt.Errorf("%s is %s, want %s", game.SpaceName(i), got, tok)
				}
			}
		}
		return nil
	},
	"cell": func(s *game.State, f, _ []string) error {
		if err := words(f, 3); err != nil {
			return err
		}
		i, err := game.ParseSpace(f[1])
		if err != nil {
			return err
		}
		if got := s.Token(i); !sameToken(got, f[2]) {
			return fmt.Errorf("%s is %s", f[1], got)
		}
		return nil
	},
	"hand": func(s *game.State, f, _ []string) error {
		if len(f) != 2 && len(f) != 3 {
			return fmt.Errorf("hand takes a dynasty and tiles")
		}
		p, err := seat(s, f[1])
		if err != nil {
			return err
		}
		want, err := tiles(strings.Join(f[2:], ""))
		if err != nil {
			return err
		}
		if got := s.Player(p).Hand; got != want {
			return fmt.Errorf("hand is %s", tilesText(got))
		}
		return nil
	},
	"score": func(s *game.State, f, _ []string) error {
		if len(f) < 2 {
			return fmt.Errorf("score takes a dynasty")
		}
		p, err := seat(s, f[1])
		if err != nil {
			return err
		}
		got := s.Player(p)
		for _, it := range f[2:] {
			if len(it) < 2 {
				return fmt.Errorf("%q is not a score such as r3 or t1", it)
			}
			n, err := strconv.Atoi(it[1:])
			if err != nil || n < 0 {
				return fmt.Errorf("%q is not a score such as r3 or t1", it)
			}
			if it[0] == 't' {
				if int(got.Treasures) != n {
					return fmt.Errorf("t is %d", got.Treasures)
				}
				continue
			}
			c, err := game.ColorFromLetter(it[0])
			if err != nil {
				return err
			}
			if int(got.Score[c]) != n {
				return fmt.Errorf("%c is %d", c.Letter(), got.Score[c])
			}
		}
		return nil
	},
	"turn": func(s *game.State, f, _ []string) error {
		if err := words(f, 2); err != nil {
			return err
		}
		if got := s.Player(s.Turn()).Dynasty.String(); got != f[1] {
			return fmt.Errorf("turn is %s", got)
		}
		return nil
	},
	"actions": func(s *game.State, f, _ []string) error {
		if err := words(f, 2); err != nil {
			return err
		}
		if got := strconv.Itoa(s.ActionsLeft()); got != f[1] {
			return fmt.Errorf("actions is %s", got)
		}
		return nil
	},
	"catastrophes": func(s *game.State, f, _ []string) error {
		if err := words(f, 3); err != nil {
			return err
		}
		p, err := seat(s, f[1])
		if err != nil {
			return err
		}
		if got := strconv.Itoa(int(s.Player(p).Catastrophes)); got != f[2] {
			return fmt.Errorf("catastrophes is %s", got)
		}
		return nil
	},
	"monument": func(s *game.State, f, _ []string) error {
		if err := words(f, 3); err != nil {
			return err
		}
		m, err := game.MonumentFromName(f[1])
		if err != nil {
			return err
		}
		got := "none"
		if tl := s.MonumentAt(m); tl >= 0 {
			got = game.SpaceName(tl)
		}
		if !strings.EqualFold(got, f[2]) {
			return fmt.Errorf("monument %s is at %s", m, got)
		}
		return nil
	},
	"bag-count": func(s *game.State, f, _ []string) error {
		if err := words(f, 2); err != nil {
			return err
		}
		if got := strconv.Itoa(s.BagCount()); got != f[1] {
			return fmt.Errorf("bag count is %s", got)
		}
		return nil
	},
	"pending": func(s *game.State, f, _ []string) error {
		if err := words(f, 3); err != nil {
			return err
		}
		got := s.Player(s.Pending().Player).Dynasty.String() + " " + s.Pending().Kind.String()
		if s.Over() {
			got = "none (the game is over)"
		}
		if got != f[1]+" "+f[2] {
			return fmt.Errorf("pending is %s", got)
		}
		return nil
	},
	"over": func(s *game.State, _, _ []string) error {
		if !s.Over() {
			return fmt.Errorf("the game is not over")
		}
		return nil
	},
	"winner": func(s *game.State, f, _ []string) error {
		if !s.Over() {
			return fmt.Errorf("the game is not over")
		}
		want := append([]string(nil), f[1:]...)
		var got []string
		for _, p := range game.Winners(s) {
			got = append(got, s.Player(p).Dynasty.String())
		}
		sort.Strings(want)
		sort.Strings(got)
		if strings.Join(want, " ") != strings.Join(got, " ") {
			return fmt.Errorf("winners are %s", strings.Join(got, " "))
		}
		return nil
	},
}

// words checks that an expectation has its n words, itself included.
func words(f []string, n int) error {
	if len(f) != n {
		return fmt.Errorf("expected %d words", n)
	}
	return nil
}

// seat is the seat of a dynasty named in an expectation.
func seat(s *game.State, name string) (int, error) {
	d, err := game.DynastyFromName(name)
	if err != nil {
		return -1, err
	}
	if p := s.SeatOf(d); p >= 0 {
		return p, nil
	}
	return -1, fmt.Errorf("%s is not playing", name)
}

// tiles counts a hand's tile letters by colour ("rrbk").
func tiles(letters string) ([game.NumColors]int8, error) {
	var t [game.NumColors]int8
	for i := 0; i < len(letters); i++ {
		c, err := game.ColorFromLetter(letters[i])
		if err != nil {
			return t, err
		}
		if t[c] >= 100 {
			return t, fmt.Errorf("too many tiles in %q", letters)
		}
		t[c]++
	}
	return t, nil
}

// tilesText writes tile counts as letters, red first.
func tilesText(t [game.NumColors]int8) string {
	var b strings.Builder
	for c := game.Color(0); c < game.NumColors; c++ {
		b.WriteString(strings.Repeat(string(c.Letter()), int(t[c])))
	}
	return b.String()
}

// sameToken compares board tokens, counting ".." and "~~" as the same empty space.
func sameToken(a, b string) bool {
	empty := func(t string) bool { return t == ".." || t == "~~" }
	return a == b || empty(a) && empty(b)
}
