package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tigris/ai"
	"tigris/ai/review"
	"tigris/game"
)

// bin is the command built once for the tests, which run it as a real process.
var bin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "tigris-review")
	if err != nil {
		panic(err)
	}
	bin = filepath.Join(dir, "tigris-review")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		panic(string(out))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// botSave plays a game of a Medium bot against a Random one to its end and saves it; with
// unfinished it stops after 20 decisions.
func botSave(t *testing.T, unfinished bool) string {
	t.Helper()
	rec, err := game.NewRecord(game.Options{Seats: game.FirstDynasties(2)}, 21)
	if err != nil {
		t.Fatal(err)
	}
	bots := []*ai.Bot{ai.New(ai.Medium, 1), ai.New(ai.Random, 2)}
	for n := 0; !rec.State().Over() && n < 2000 && !(unfinished && n == 20); n++ {
		s := rec.State()
		p := s.Pending().Player
		if _, err := rec.Apply(bots[p].Choose(s.ViewFor(p))); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "game.save")
	if err := os.WriteFile(path, rec.MarshalInfo(game.SaveInfo{Seats: []string{"medium", "random"}, Names: []string{"Ann", ""}}), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// runReview runs the command; it returns its output, its errors and its status.
func runReview(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errs bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = &out, &errs
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return out.String(), errs.String(), ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), errs.String(), 0
}

var seatLine = regexp.MustCompile(`^(archer|bull): (\d+) decisions, (\d+) mistakes, loss (\d+\.\d\d) points a decision$`)

// TestReviewOfABotGame: the text names the threshold, lists the mistakes with their sentences,
// and ends with exactly one line a seat; the review is kept beside the save and read back the
// second time, the same; another -mistake counts other mistakes from the kept losses.
func TestReviewOfABotGame(t *testing.T) {
	save := botSave(t, false)
	out, errs, code := runReview(t, "-iterations", "40", save)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errs)
	}
	if !strings.Contains(out, "a mistake is a loss of 1.00 points or more") {
		t.Fatalf("the threshold is not stated:\n%s", out)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	tail := lines[len(lines)-2:]
	var mistakes []string
	for i, l := range tail {
		m := seatLine.FindStringSubmatch(l)
		if m == nil || m[1] != []string{"archer", "bull"}[i] {
			t.Fatalf("line %q is not a seat's line", l)
		}
		mistakes = append(mistakes, m[3])
	}
	if seatLine.MatchString(lines[len(lines)-3]) {
		t.Fatal("more than one line a seat")
	}
	if mistakes[1] == "0" || !strings.Contains(out, "Ann (archer): largest mistakes") {
		t.Fatalf("Random made no mistake, or the seats are not named:\n%s", out)
	}
	if _, err := os.Stat(save + review.KeptSuffix); err != nil {
		t.Fatalf("the review was not kept: %v", err)
	}
	again, errs, _ := runReview(t, "-iterations", "40", save)
	if again != out || strings.Contains(errs, "decisions") {
		t.Fatalf("the second run searched again or printed otherwise (%q)", errs)
	}
	strict, _, _ := runReview(t, "-iterations", "40", "-mistake", "1000", save)
	if !strings.HasSuffix(strict, "bull: "+strings.Fields(tail[1])[1]+" decisions, 0 mistakes, loss "+strings.Fields(tail[1])[6]+" points a decision\n") {
		t.Fatalf("-mistake 1000 still counts mistakes:\n%s", strict)
	}
}

// TestReviewAsJSON: -json prints the review as data, then the seats' lines.
func TestReviewAsJSON(t *testing.T) {
	save := botSave(t, false)
	out, errs, code := runReview(t, "-json", "-iterations", "30", save)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	data := strings.Join(lines[:len(lines)-2], "\n")
	var r review.Review
	if err := json.Unmarshal([]byte(data), &r); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if len(r.Seats) != 2 || len(r.Decisions) < 20 || r.Iterations != 30 || len(r.Chart) < 10 {
		t.Fatalf("review data %+v", r.Seats)
	}
	for _, l := range lines[len(lines)-2:] {
		if !seatLine.MatchString(l) {
			t.Fatalf("%q is not a seat's line", l)
		}
	}
}

// TestBadInput: a missing file, a damaged save and an unfinished game each give a clear error
// and status 2, and nothing is kept.
func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	damaged := filepath.Join(dir, "damaged.save")
	data, _ := os.ReadFile(botSave(t, true))
	os.WriteFile(damaged, bytes.Replace(data, []byte("moves"), []byte("mOves"), 1), 0o644)
	for _, c := range []struct{ path, want string }{
		{filepath.Join(dir, "none.save"), "no such save file"},
		{damaged, "damaged"},
		{botSave(t, true), "the game is not finished"},
	} {
		_, errs, code := runReview(t, c.path)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%s: status %d, %q; want 2 and %q", filepath.Base(c.path), code, errs, c.want)
		}
		if _, err := os.Stat(c.path + review.KeptSuffix); err == nil {
			t.Errorf("%s: a review was kept", c.path)
		}
	}
	if _, _, code := runReview(t); code != 2 {
		t.Errorf("no save given: status %d", code)
	}
}
