package game

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Scenario is a rule scenario file (NOTATION.md): a position, moves, and expectations.
type Scenario struct {
	Title    string
	Rules    []string
	Position string
	Moves    []ScenarioLine
	Expect   []ScenarioLine
}

// ScenarioLine is one line of the moves or expect block, with its line number.
type ScenarioLine struct {
	N    int
	Text string
	Rows []string // for an expected board: the 11 rows that follow it
}

// ParseScenario splits a scenario file into its blocks.
func ParseScenario(text string) (*Scenario, error) {
	sc := &Scenario{}
	block := ""
	var pos []string
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		raw := lines[i]
		trim := strings.TrimSpace(raw)
		if strings.HasPrefix(trim, "#") {
			c := strings.TrimSpace(strings.TrimPrefix(trim, "#"))
			if sc.Title == "" && c != "" {
				sc.Title = c
			}
			if r, ok := strings.CutPrefix(c, "rule:"); ok {
				sc.Rules = append(sc.Rules, strings.Fields(strings.ReplaceAll(r, ",", " "))...)
			}
			continue
		}
		if trim == "" {
			continue
		}
		f := fields(raw)
		if len(f) == 0 {
			continue
		}
		if !startsIndented(raw) && len(f) == 1 && (f[0] == "position" || f[0] == "moves" || f[0] == "expect") {
			block = f[0]
			continue
		}
		switch block {
		case "position":
			pos = append(pos, raw)
		case "moves":
			sc.Moves = append(sc.Moves, ScenarioLine{N: i + 1, Text: strings.Join(f, " ")})
		case "expect":
			l := ScenarioLine{N: i + 1, Text: strings.Join(f, " ")}
			if f[0] == "board" && len(f) == 1 {
				for len(l.Rows) < Rows && i+1 < len(lines) {
					i++
					if r := fields(lines[i]); len(r) > 0 {
						l.Rows = append(l.Rows, strings.Join(r, " "))
					}
				}
			}
			sc.Expect = append(sc.Expect, l)
		default:
			return nil, fmt.Errorf("line %d: %q comes before any position, moves or expect block", i+1, trim)
		}
	}
	if len(pos) == 0 {
		return nil, fmt.Errorf("the scenario has no position block")
	}
	sc.Position = strings.Join(pos, "\n")
	return sc, nil
}

func startsIndented(s string) bool { return len(s) > 0 && (s[0] == ' ' || s[0] == '\t') }

// Run plays the scenario and checks its expectations; the error names the first line that fails.
func (sc *Scenario) Run() error {
	s, err := ParsePosition(sc.Position)
	if err != nil {
		return fmt.Errorf("position: %v", err)
	}
	for _, l := range sc.Moves {
		text := l.Text
		if rest, ok := strings.CutPrefix(text, "!"); ok {
			before := s.Clone()
			_, err := s.ApplyNotation(strings.TrimSpace(rest))
			if err == nil {
				return fmt.Errorf("line %d: %q should be refused but was accepted", l.N, text)
			}
			if !s.Equal(before) {
				return fmt.Errorf("line %d: %q was refused (%v) but changed the position", l.N, text, err)
			}
			continue
		}
		if _, err := s.ApplyNotation(text); err != nil {
			return fmt.Errorf("line %d: %q refused: %v", l.N, text, err)
		}
	}
	for _, l := range sc.Expect {
		if err := s.check(l); err != nil {
			return fmt.Errorf("line %d: %q: %v", l.N, l.Text, err)
		}
	}
	return nil
}

// ApplyNotation parses and applies one move line, checking it is the named dynasty's decision.
func (s *State) ApplyNotation(line string) ([]Event, error) {
	d, m, err := ParseMove(line)
	if err != nil {
		return nil, err
	}
	p := s.SeatOf(d)
	if p < 0 {
		return nil, illegal("%s is not playing", d)
	}
	if s.over {
		return nil, illegal("the game is over")
	}
	if p != s.pending.Player {
		return nil, illegal("the game waits for %s (%s), not %s", s.players[s.pending.Player].Dynasty, describeDecision(s.pending.Kind), d)
	}
	return s.Apply(m)
}

func (s *State) check(l ScenarioLine) error {
	f := strings.Fields(l.Text)
	seat := func(name string) (int, error) {
		d, err := DynastyFromName(name)
		if err != nil {
			return -1, err
		}
		if p := s.SeatOf(d); p >= 0 {
			return p, nil
		}
		return -1, fmt.Errorf("%s is not playing", name)
	}
	argc := func(n int) error {
		if len(f) != n {
			return fmt.Errorf("expected %d words", n)
		}
		return nil
	}
	switch f[0] {
	case "board":
		if len(l.Rows) != Rows {
			return fmt.Errorf("an expected board needs %d rows", Rows)
		}
		for r, row := range l.Rows {
			toks := strings.Fields(row)
			if len(toks) != Cols {
				return fmt.Errorf("expected board row %d has %d tokens", r+1, len(toks))
			}
			for c, tok := range toks {
				i := r*Cols + c
				if got := s.Token(i); !sameToken(got, tok) {
					return fmt.Errorf("%s is %s, want %s", SpaceName(i), got, tok)
				}
			}
		}
	case "cell":
		if err := argc(3); err != nil {
			return err
		}
		i, err := ParseSpace(f[1])
		if err != nil {
			return err
		}
		if got := s.Token(i); !sameToken(got, f[2]) {
			return fmt.Errorf("%s is %s", f[1], got)
		}
	case "hand":
		if len(f) != 2 && len(f) != 3 {
			return fmt.Errorf("hand takes a dynasty and tiles")
		}
		p, err := seat(f[1])
		if err != nil {
			return err
		}
		want, err := parseTiles(strings.Join(f[2:], ""))
		if err != nil {
			return err
		}
		if got := s.players[p].Hand; got != want {
			return fmt.Errorf("hand is %s", tilesString(got))
		}
	case "score":
		if len(f) < 2 {
			return fmt.Errorf("score takes a dynasty")
		}
		p, err := seat(f[1])
		if err != nil {
			return err
		}
		var want Player
		want.Score = [NumColors]int16{-1, -1, -1, -1}
		want.Treasures = -1
		if err := parseScore(&want, f[2:]); err != nil {
			return err
		}
		got := &s.players[p]
		for c := Color(0); c < NumColors; c++ {
			if want.Score[c] >= 0 && want.Score[c] != got.Score[c] {
				return fmt.Errorf("%c is %d", c.Letter(), got.Score[c])
			}
		}
		if want.Treasures >= 0 && want.Treasures != got.Treasures {
			return fmt.Errorf("t is %d", got.Treasures)
		}
	case "turn":
		if err := argc(2); err != nil {
			return err
		}
		if got := s.players[s.turn].Dynasty.String(); got != f[1] {
			return fmt.Errorf("turn is %s", got)
		}
	case "actions":
		if err := argc(2); err != nil {
			return err
		}
		if got := strconv.Itoa(int(s.actions)); got != f[1] {
			return fmt.Errorf("actions is %s", got)
		}
	case "catastrophes":
		if err := argc(3); err != nil {
			return err
		}
		p, err := seat(f[1])
		if err != nil {
			return err
		}
		if got := strconv.Itoa(int(s.players[p].Catastrophes)); got != f[2] {
			return fmt.Errorf("catastrophes is %s", got)
		}
	case "monument":
		if err := argc(3); err != nil {
			return err
		}
		m, err := MonumentFromName(f[1])
		if err != nil {
			return err
		}
		got := "none"
		if tl := s.monuments[m]; tl >= 0 {
			got = SpaceName(int(tl))
		}
		if !strings.EqualFold(got, f[2]) {
			return fmt.Errorf("monument %s is at %s", m, got)
		}
	case "bag-count":
		if err := argc(2); err != nil {
			return err
		}
		if got := strconv.Itoa(s.BagCount()); got != f[1] {
			return fmt.Errorf("bag count is %s", got)
		}
	case "pending":
		if err := argc(3); err != nil {
			return err
		}
		got := s.players[s.pending.Player].Dynasty.String() + " " + s.pending.Kind.String()
		if s.over {
			got = "none (the game is over)"
		}
		if got != f[1]+" "+f[2] {
			return fmt.Errorf("pending is %s", got)
		}
	case "over":
		if !s.over {
			return fmt.Errorf("the game is not over")
		}
	case "winner":
		if !s.over {
			return fmt.Errorf("the game is not over")
		}
		var want, got []string
		want = append(want, f[1:]...)
		for _, p := range Winners(s) {
			got = append(got, s.players[p].Dynasty.String())
		}
		sort.Strings(want)
		sort.Strings(got)
		if strings.Join(want, " ") != strings.Join(got, " ") {
			return fmt.Errorf("winners are %s", strings.Join(got, " "))
		}
	default:
		return fmt.Errorf("unknown expectation %q", f[0])
	}
	return nil
}

// sameToken compares board tokens, counting ".." and "~~" as the same empty space.
func sameToken(a, b string) bool {
	empty := func(t string) bool { return t == ".." || t == "~~" }
	return a == b || empty(a) && empty(b)
}
