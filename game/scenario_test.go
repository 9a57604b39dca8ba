package game_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"tigris/game"
	"tigris/game/scenario"
)

// scenarioFiles are the rule scenarios in testdata/scenarios.
func scenarioFiles() []string {
	files, _ := filepath.Glob(filepath.Join("testdata", "scenarios", "*.txt"))
	return files
}

// TestScenarios runs every scenario in testdata/scenarios and in the folder named by TE_SCENARIOS.
func TestScenarios(t *testing.T) {
	files := scenarioFiles()
	if dir := os.Getenv("TE_SCENARIOS"); dir != "" {
		more, err := filepath.Glob(filepath.Join(dir, "*.txt"))
		if err != nil || len(more) == 0 {
			t.Fatalf("TE_SCENARIOS=%s holds no .txt files", dir)
		}
		files = append(files, more...)
	}
	sort.Strings(files)
	if len(files) == 0 {
		t.Fatal("no scenario files found")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := scenario.Parse(string(data))
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if err := sc.Run(); err != nil {
				t.Fatalf("%s (%s): %v", f, sc.Title, err)
			}
		})
	}
}

// FuzzParsePosition: the position parser never panics, and what it accepts prints and parses back
// to the same text.
func FuzzParsePosition(f *testing.F) {
	for _, file := range scenarioFiles() {
		data, _ := os.ReadFile(file)
		if sc, err := scenario.Parse(string(data)); err == nil {
			f.Add(sc.Position)
		}
	}
	f.Add("players archer bull\nboard\n")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := game.ParsePosition(text)
		if err != nil {
			return
		}
		printed := s.String()
		again, err := game.ParsePosition(printed)
		if err != nil {
			t.Fatalf("printed position does not parse: %v\n%s", err, printed)
		}
		if again.String() != printed {
			t.Fatalf("print, parse, print differs:\n%s\n---\n%s", printed, again.String())
		}
	})
}

// FuzzScenario: scenario files never make the parser or runner panic.
func FuzzScenario(f *testing.F) {
	for _, file := range scenarioFiles() {
		data, _ := os.ReadFile(file)
		f.Add(string(data))
	}
	f.Fuzz(func(t *testing.T, text string) {
		sc, err := scenario.Parse(text)
		if err != nil {
			return
		}
		_ = sc.Run()
	})
}
