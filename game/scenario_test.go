package game

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestScenarios runs every scenario in testdata/scenarios and in the folder named by TE_SCENARIOS.
func TestScenarios(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "scenarios", "*.txt"))
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
			sc, err := ParseScenario(string(data))
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if err := sc.Run(); err != nil {
				t.Fatalf("%s (%s): %v", f, sc.Title, err)
			}
		})
	}
}
