// Package scenario reads and plays rule scenarios (NOTATION.md): a position, moves (a move
// written "!move" must be refused and change nothing) and expectations about the position they
// lead to. The rules' tests and the lessons' tests use it; the game itself never does.
package scenario

import (
	"fmt"
	"os"
	"strings"

	"tigris/game"
)

// Scenario is a rule scenario file: a position, moves, and expectations.
type Scenario struct {
	Title    string
	Rules    []string
	Position string
	Moves    []Line
	Expect   []Line
}

// Line is one line of the moves or expect block, with its line number.
type Line struct {
	N    int
	Text string
	Rows []string // for an expected board: the 11 rows that follow it
}

// Parse splits a scenario file into its blocks.
func Parse(text string) (*Scenario, error) {
	sc := &Scenario{}
	block := ""
	var pos []string
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		raw := lines[i]
		trim := strings.TrimSpace(raw)
		if c, ok := strings.CutPrefix(trim, "#"); ok {
			sc.comment(strings.TrimSpace(c))
			continue
		}
		if trim == "" {
			continue
		}
		f := game.Fields(raw)
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
			sc.Moves = append(sc.Moves, Line{N: i + 1, Text: strings.Join(f, " ")})
		case "expect":
			l := Line{N: i + 1, Text: strings.Join(f, " ")}
			if f[0] == "board" && len(f) == 1 {
				l.Rows, i = boardRows(lines, i)
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

// comment reads a comment line: the first one is the title, a "rule:" one names the rules tested.
func (sc *Scenario) comment(c string) {
	if sc.Title == "" && c != "" {
		sc.Title = c
	}
	if r, ok := strings.CutPrefix(c, "rule:"); ok {
		sc.Rules = append(sc.Rules, strings.Fields(strings.ReplaceAll(r, ",", " "))...)
	}
}

// boardRows reads the board's rows that follow an expected "board" at line i, skipping blank
// lines, and returns them with the index of the last line read.
func boardRows(lines []string, i int) ([]string, int) {
	var rows []string
	for len(rows) < game.Rows && i+1 < len(lines) {
		i++
		if r := game.Fields(lines[i]); len(r) > 0 {
			rows = append(rows, strings.Join(r, " "))
		}
	}
	return rows, i
}

func startsIndented(s string) bool { return len(s) > 0 && (s[0] == ' ' || s[0] == '\t') }

// Run plays the scenario and checks its expectations; the error names the first line that fails.
func (sc *Scenario) Run() error {
	s, err := game.ParsePosition(sc.Position)
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
		if err := Check(s, l); err != nil {
			return fmt.Errorf("line %d: %q: %v", l.N, l.Text, err)
		}
	}
	return nil
}

// Open reads the scenario file at path with its starting position, which tests that play a
// scenario's moves their own way start from.
func Open(path string) (*Scenario, *game.State, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	sc, err := Parse(string(data))
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	st, err := game.ParsePosition(sc.Position)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: the position: %w", path, err)
	}
	return sc, st, nil
}
