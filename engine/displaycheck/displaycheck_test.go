//go:build linux

package displaycheck

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// Each way of having no display gets its own plain message; a live display gets none.
func TestProblem(t *testing.T) {
	if got := problem("", ""); !strings.Contains(got, "DISPLAY is not set") {
		t.Errorf("no display: %q", got)
	}
	if got := problem("", "wayland-0"); !strings.Contains(got, "Wayland") {
		t.Errorf("Wayland only: %q", got)
	}
	if got := problem(":4321", ""); !strings.Contains(got, "cannot be reached") {
		t.Errorf("a dead display: %q", got)
	}
	for _, bad := range []string{"garbage", "localhost:", ":x", ":0.y", "host:1:"} {
		if got := problem(bad, ""); !strings.Contains(got, "is not a display name") {
			t.Errorf("%q: %q", bad, got)
		}
	}
	if got := problem("remote.example:0", ""); got != "" {
		t.Errorf("a network display is left to X: %q", got)
	}
}

// -h and -help are found before "--", whatever stands between.
func TestAsksHelp(t *testing.T) {
	for args, want := range map[string]bool{"-h": true, "--help": true, "-seed 7 -h": true, "-mute -help": true, "x -h": true, "-- -h": false, "-hint": false} {
		if got := asksHelp(strings.Fields(args)); got != want {
			t.Errorf("%q: %v", args, got)
		}
	}
}

// This test binary's own tests are found in its symbol table, by the testing package's rule.
func TestTestNames(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	funcs, err := elfFuncs(f)
	if err != nil {
		t.Fatal(err)
	}
	names := testNames(funcs, "displaycheck")
	for _, want := range []string{"TestProblem", "TestAsksHelp", "TestTestNames", "TestReportSkips"} {
		if !slices.Contains(names, want) {
			t.Errorf("%s not among %v", want, names)
		}
	}
	if linksEbitengine(funcs) {
		t.Error("this package's tests were taken for drawing tests")
	}
	for name, want := range map[string]bool{"TestX": true, "Test": true, "Test_x": true, "Testing": false, "TestMain": false, "TestX.func1": false, "Benchmark": false} {
		if isTestName(name) != want {
			t.Errorf("isTestName(%q) = %v", name, !want)
		}
	}
}

// Each test the run would have run is reported skipped with the reason (in -v, and in the
// framing go test -json reads), the package once, and the package fails; -test.list lists.
func TestReportSkips(t *testing.T) {
	names := []string{"TestDrawTitle", "TestDrawBoard", "TestFit"}
	var b strings.Builder
	if code := reportSkips(&b, []string{"-test.v=true", "-test.run=^TestDraw", "-test.timeout=10m"}, "tigris/scenes", names, problem("", "")); code != 1 {
		t.Errorf("status %d, want 1", code)
	}
	out := b.String()
	for _, want := range []string{"=== RUN   TestDrawTitle\n    SKIP: no display: DISPLAY is not set;", "--- SKIP: TestDrawBoard (0.00s)\n",
		"SKIP: 2 drawing tests of tigris/scenes did not run for want of a display\nFAIL\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "TestFit") {
		t.Errorf("a test -test.run leaves out is reported:\n%s", out)
	}
	b.Reset()
	reportSkips(&b, []string{"-test.paniconexit0", "-test.v=test2json", "-test.skip=Board"}, "p", names, "x")
	if out := b.String(); !strings.Contains(out, "\x16--- SKIP: TestFit") || strings.Contains(out, "TestDrawBoard") || !strings.Contains(out, "SKIP: 2 drawing tests") {
		t.Errorf("test2json framing or -test.skip:\n%q", out)
	}
	b.Reset()
	if code := reportSkips(&b, []string{"-test.list=Fit"}, "p", names, "x"); code != 0 || b.String() != "TestFit\n" {
		t.Errorf("-test.list: status %d, %q", code, b.String())
	}
	b.Reset()
	reportSkips(&b, nil, "p", names, "x")
	if out := b.String(); strings.Contains(out, "=== RUN") || !strings.Contains(out, "SKIP: 3 drawing tests of p") {
		t.Errorf("without -v only the summary is written:\n%s", out)
	}
}
