//go:build linux

package displaycheck

import (
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime/debug"
	"strings"
)

// skipDrawingTests ends a test binary that links Ebitengine when there is no display: Ebitengine
// would stop it with GLFW's error before any test (or TestMain) runs. It reports each test the
// run would have run as skipped, says why once for the package, and fails the package, so that a
// run without a display is seen and never passes.
func skipDrawingTests(why string) {
	bi, ok := debug.ReadBuildInfo()
	exe, err := os.Executable()
	if !ok || err != nil {
		return
	}
	f, err := os.Open(exe)
	if err != nil {
		return
	}
	funcs, err := elfFuncs(f)
	f.Close()
	if err != nil || !linksEbitengine(funcs) {
		return
	}
	pkg := strings.TrimSuffix(bi.Path, ".test")
	os.Exit(reportSkips(os.Stdout, os.Args[1:], pkg, testNames(funcs, pkg), why))
}

// linksEbitengine reports a binary with Ebitengine's user interface in it (a test binary's
// build information lists no modules).
func linksEbitengine(funcs []string) bool {
	for _, f := range funcs {
		if strings.HasPrefix(f, "github.com/hajimehoshi/ebiten/v2/internal/ui.") {
			return true
		}
	}
	return false
}

// skipReason is the line each skipped test gives.
func skipReason(problem string) string {
	if strings.HasPrefix(problem, "no display (DISPLAY is not set)") {
		problem = "DISPLAY is not set"
	}
	return "SKIP: no display: " + problem + `; the drawing tests run under one, e.g. xvfb-run -a -s "-screen 0 1280x800x24" go test -tags display ./...`
}

// reportSkips writes what the testing package would for tests that all skip, in its format
// (with -test.v, and the framing test2json reads under go test -json), a summary line either
// way, and returns the exit status: 1, since no test ran; 0 for -test.list, which needs no display.
func reportSkips(w io.Writer, args []string, pkg string, names []string, problem string) int {
	flags := testFlags(args)
	if pattern, ok := flags["list"]; ok {
		re, err := regexp.Compile(pattern)
		for _, n := range names {
			if err == nil && re.MatchString(n) {
				fmt.Fprintln(w, n)
			}
		}
		return 0
	}
	run := topLevel(flags["run"])
	skip := topLevel(flags["skip"])
	frame := ""
	verbose := flags["v"] == "true" || flags["v"] == "test2json"
	if flags["v"] == "test2json" {
		frame = "\x16" // test2json's mark for the lines that frame a test
	}
	reason := skipReason(problem)
	var skipped []string
	for _, n := range names {
		if run != nil && !run.MatchString(n) || skip != nil && skip.MatchString(n) {
			continue
		}
		skipped = append(skipped, n)
		if verbose {
			fmt.Fprintf(w, "%s=== RUN   %s\n    %s\n%s--- SKIP: %s (0.00s)\n", frame, n, reason, frame, n)
		}
	}
	fmt.Fprintf(w, "%s\nSKIP: %d drawing tests of %s did not run for want of a display\n%sFAIL\n", reason, len(skipped), pkg, frame)
	return 1
}

// testFlags reads the testing package's flags as go test passes them: -test.name=value, or
// -test.name alone for a boolean.
func testFlags(args []string) map[string]string {
	flags := map[string]string{}
	for _, a := range args {
		name, ok := strings.CutPrefix(strings.TrimLeft(a, "-"), "test.")
		if !ok {
			continue
		}
		if k, v, hasValue := strings.Cut(name, "="); hasValue {
			flags[k] = v
		} else {
			flags[name] = "true"
		}
	}
	return flags
}

// topLevel compiles the part of a -test.run or -test.skip pattern that names top-level tests,
// or nil for none or a pattern that does not compile (then every test is listed).
func topLevel(pattern string) *regexp.Regexp {
	top, _, _ := strings.Cut(pattern, "/")
	if top == "" {
		return nil
	}
	re, err := regexp.Compile(top)
	if err != nil {
		return nil
	}
	return re
}

// testNames picks the package's test functions (pkg.TestX and pkg_test.TestX, as the testing
// package names a test) from a binary's functions, in the order the linker laid them out.
func testNames(funcs []string, pkg string) []string {
	seen := map[string]bool{}
	var names []string
	for _, s := range funcs {
		var name string
		if rest, ok := strings.CutPrefix(s, pkg+"."); ok {
			name = rest
		} else if rest, ok := strings.CutPrefix(s, pkg+"_test."); ok {
			name = rest
		}
		if isTestName(name) && !seen[name] {
			seen[name] = true
			names = append(names, name)
		}
	}
	return names
}

// isTestName is the testing package's rule for a test function's name: Test, then nothing or
// anything that does not begin with a lower-case letter; TestMain is not a test.
func isTestName(name string) bool {
	rest, ok := strings.CutPrefix(name, "Test")
	if !ok || name == "TestMain" || strings.ContainsAny(rest, ".") {
		return false
	}
	return rest == "" || !(rest[0] >= 'a' && rest[0] <= 'z')
}

// elfFuncs reads the names of the functions in a Go program, a 64-bit little-endian ELF file,
// from its function table (.gopclntab, which go test's stripped binaries keep for stack traces).
// debug/elf and debug/gosym would do, but this package may import only what Ebitengine imports
// (see displaycheck.go).
func elfFuncs(r io.ReaderAt) ([]string, error) {
	head := make([]byte, 64)
	if _, err := r.ReadAt(head, 0); err != nil {
		return nil, err
	}
	if string(head[:4]) != "\x7fELF" || head[4] != 2 || head[5] != 1 {
		return nil, fmt.Errorf("not a 64-bit little-endian ELF file")
	}
	le := binary.LittleEndian
	shoff, shentsize, shnum, shstrndx := int64(le.Uint64(head[0x28:])), int64(le.Uint16(head[0x3a:])), int64(le.Uint16(head[0x3c:])), int64(le.Uint16(head[0x3e:]))
	if shentsize < 64 || shnum == 0 || shstrndx >= shnum {
		return nil, fmt.Errorf("no section headers")
	}
	sections := make([]byte, shentsize*shnum)
	if _, err := r.ReadAt(sections, shoff); err != nil {
		return nil, err
	}
	const limit = 1 << 30
	read := func(i int64) ([]byte, uint32, error) {
		s := sections[i*shentsize:]
		off, size := int64(le.Uint64(s[0x18:])), int64(le.Uint64(s[0x20:]))
		if size < 0 || size > limit {
			return nil, 0, fmt.Errorf("section %d too large", i)
		}
		b := make([]byte, size)
		_, err := r.ReadAt(b, off)
		return b, le.Uint32(s), err
	}
	names, _, err := read(shstrndx)
	if err != nil {
		return nil, err
	}
	for i := int64(0); i < shnum; i++ {
		at := int(le.Uint32(sections[i*shentsize:]))
		if at >= len(names) || !strings.HasPrefix(string(names[at:]), ".gopclntab\x00") {
			continue
		}
		tab, _, err := read(i)
		if err != nil {
			return nil, err
		}
		return pclnFuncs(tab)
	}
	return nil, fmt.Errorf("no Go function table")
}

// pclnFuncs lists the function names of a Go 1.20 or later function table: a header (magic,
// sizes, then offsets of the tables within it), the name table, and per function an entry
// offset and the offset of its record, whose second word is its name's offset.
func pclnFuncs(tab []byte) ([]string, error) {
	le := binary.LittleEndian
	if len(tab) < 64 || le.Uint32(tab) != 0xfffffff1 || tab[7] != 8 {
		return nil, fmt.Errorf("not a Go 1.20 function table of 64-bit pointers")
	}
	word := func(i int) int { return int(le.Uint64(tab[8+8*i:])) }
	nfunc, nameOff, funcOff := word(0), word(3), word(7)
	if nfunc < 0 || nameOff > len(tab) || funcOff > len(tab) || funcOff+8*nfunc > len(tab) {
		return nil, fmt.Errorf("a function table out of its bounds")
	}
	var funcs []string
	for i := 0; i < nfunc; i++ {
		rec := funcOff + int(le.Uint32(tab[funcOff+8*i+4:]))
		if rec+8 > len(tab) {
			continue
		}
		at := nameOff + int(int32(le.Uint32(tab[rec+4:])))
		if at < nameOff || at >= len(tab) {
			continue
		}
		end := at
		for end < len(tab) && tab[end] != 0 {
			end++
		}
		funcs = append(funcs, string(tab[at:end]))
	}
	return funcs, nil
}
