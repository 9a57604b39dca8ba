package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// kagePackages are the packages of Ebitengine's Kage front end and GLSL writer and what only they
// bring: the page ran them at its start (about 0.37 s of processor, 243 KB brotli).
var kagePackages = []string{
	"github.com/hajimehoshi/ebiten/v2/internal/shader",
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl",
	"go/parser",
	"go/build",
}

// With the copy the browser's game links no Kage compiler, GLSL writer nor go/parser; with
// Ebitengine as it is, it links them all.
func TestTheBrowserGameLinksNoKageCompiler(t *testing.T) {
	to := leanCopy(t)
	real, lean := deps(t, ""), deps(t, filepath.Join(to, "go.mod"))
	for _, p := range kagePackages {
		if !slices.Contains(real, p) {
			t.Errorf("the game built with Ebitengine as it is links no %s: is this check still needed?", p)
		}
		if slices.Contains(lean, p) {
			t.Errorf("the browser's game links %s again: its shaders would be compiled in the page (build/leanebiten/precompile.go)", p)
		}
	}
}

// With the copy the browser's game links no zip, deflate nor PNG encoder (Ebitengine's dump of its
// images, build/leanebiten/nodump.go); with Ebitengine as it is, it links them all.
func TestTheBrowserGameLinksNoImageDump(t *testing.T) {
	real, lean := deps(t, ""), deps(t, filepath.Join(leanCopy(t), "go.mod"))
	for _, p := range []string{"archive/zip", "compress/flate", "github.com/hajimehoshi/ebiten/v2/internal/png"} {
		if !slices.Contains(real, p) {
			t.Errorf("the game built with Ebitengine as it is links no %s: is this check still needed?", p)
		}
		if slices.Contains(lean, p) {
			t.Errorf("the browser's game links %s again", p)
		}
	}
}

// The page's game links no regexp package (Ebitengine's GLSL writer used it, gone with the table,
// and the link's words had one expression, platform.flagNamed now: 0.5 MB of the WebAssembly)
// and no log/slog (five warnings, written with log: 0.17 MB).
func TestTheBrowserGameLinksNoRegexpNorSlog(t *testing.T) {
	lean := deps(t, filepath.Join(leanCopy(t), "go.mod"))
	for _, p := range []string{"regexp", "log/slog"} {
		if slices.Contains(lean, p) {
			t.Errorf("the browser's game links %s again (go list -deps shows who imports it)", p)
		}
	}
}

// Every ebiten.NewShader call in the project's own code is found, with its Kage source: the
// calls are counted by their text, independently of the finder.
func TestEveryNewShaderCallIsFound(t *testing.T) {
	found, err := gameShaderSources("../..")
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, s := range found {
		if !strings.Contains(s.Source, "func Fragment(") {
			t.Errorf("%s: the source found is no Kage program:\n%.200s", s.Where, s.Source)
		}
		if rel, err := filepath.Rel(root, s.Where); err == nil && !strings.HasPrefix(rel, "..") {
			file, line, _ := strings.Cut(rel, ":")
			line, _, _ = strings.Cut(line, ":")
			have[file+":"+line] = true
		}
	}
	want := newShaderLines(t, root)
	if len(want) < 4 {
		t.Fatalf("only %d NewShader calls in the project's files: not the project's tree?", len(want))
	}
	for _, w := range want {
		if !have[w] {
			t.Errorf("the call at %s was not found (found %v)", w, have)
		}
	}
}

// newShaderLines are file:line of each line with ebiten.NewShader( in the project's non-test Go
// files, out/ left out.
func newShaderLines(t *testing.T, root string) []string {
	t.Helper()
	var lines []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() && (rel == "out" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || strings.HasPrefix(rel, "build/") {
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for n := 1; sc.Scan(); n++ {
			if strings.Contains(sc.Text(), "ebiten.NewShader(") {
				lines = append(lines, fmt.Sprintf("%s:%d", rel, n))
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	return lines
}

// writePackages writes each file (import path/name.go: text) under dir and says what go list
// would of them.
func writePackages(t *testing.T, files map[string]string) map[string]*goPackage {
	t.Helper()
	dir := t.TempDir()
	pkgs := map[string]*goPackage{
		ebitenPath: {ImportPath: ebitenPath, Name: "ebiten", Dir: filepath.Join(dir, "ebiten")},
	}
	for name, text := range files {
		path, file := filepath.Split(name)
		path = strings.TrimSuffix(path, "/")
		p := pkgs[path]
		if p == nil {
			p = &goPackage{ImportPath: path, Name: filepath.Base(path), Dir: filepath.Join(dir, path)}
			pkgs[path] = p
		}
		p.GoFiles = append(p.GoFiles, file)
		if err := os.MkdirAll(p.Dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(p.Dir, file), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return pkgs
}

// Sources are followed through package variables, constants of other packages, sums and
// literal lists indexed at run time, as the game writes them.
func TestSourcesThroughConstantsAndLists(t *testing.T) {
	pkgs := writePackages(t, map[string]string{
		"ex/noise/noise.go": "package noise\n\nconst Noise = `func noise() {}`\n",
		"ex/art/art.go": `package art

import (
	eb "github.com/hajimehoshi/ebiten/v2"
	"ex/noise"
)

const prelude = "//kage:unit pixels\n"

var (
	land  = []byte(prelude + "land " + noise.Noise)
	water = []byte(prelude + ` + "`water`" + `)
)

func shaders(k int) {
	eb.NewShader([][]byte{land, water}[k])
	eb.NewShader([]byte("sky"))
}
`,
	})
	got, err := newSourceFinder(pkgs).find([]string{"ex/noise", "ex/art"})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, s := range got {
		texts = append(texts, s.Source)
	}
	want := []string{"//kage:unit pixels\nland func noise() {}", "//kage:unit pixels\nwater", "sky"}
	if !slices.Equal(texts, want) {
		t.Errorf("sources %q, want %q", texts, want)
	}
}

// A source made at run time cannot be compiled beforehand: the build stops, naming the call.
func TestASourceNotSeenAtBuildTimeIsRefused(t *testing.T) {
	pkgs := writePackages(t, map[string]string{
		"ex/art/art.go": `package art

import "github.com/hajimehoshi/ebiten/v2"

func made(n int) []byte { return nil }

func shader(n int) { ebiten.NewShader(made(n)) }
`,
	})
	_, err := newSourceFinder(pkgs).find([]string{"ex/art"})
	if err == nil || !strings.Contains(err.Error(), "art.go:7:") || !strings.Contains(err.Error(), "cannot be told at build time") {
		t.Fatalf("a source made at run time: err %v, want one naming art.go:7 and why", err)
	}
}

// Inside the copy: every source found and every built-in one is in the table with its GLSL,
// and a source that is not stops the program with its hash instead of drawing without it.
func TestTheCopyLooksShadersUp(t *testing.T) {
	to := leanCopy(t)
	found, err := gameShaderSources("../..")
	if err != nil {
		t.Fatal(err)
	}
	pkg := filepath.Join(to, "ebiten", "internal", "leancheck")
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		t.Fatal(err)
	}
	list, err := json.Marshal(found)
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"sources.json": string(list), "lean_test.go": lookupInside} {
		if err := os.WriteFile(filepath.Join(pkg, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "test", "-count=1", ".")
	cmd.Dir = pkg
	cmd.Env = append(hostEnv(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test in the copy: %v\n%s", err, out)
	}
}

// lookupInside is the test written into the copy (internal/leancheck).
const lookupInside = `package leancheck

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader"
	"github.com/hajimehoshi/ebiten/v2/internal/graphics"
)

func TestLookup(t *testing.T) {
	b, err := os.ReadFile("sources.json")
	if err != nil {
		t.Fatal(err)
	}
	var game []struct{ Where, Source string }
	if err := json.Unmarshal(b, &game); err != nil {
		t.Fatal(err)
	}
	srcs := map[string]string{"clear": builtinshader.ClearShaderSource}
	for f := builtinshader.Filter(0); f < builtinshader.FilterCount; f++ {
		for a := builtinshader.Address(0); a < builtinshader.AddressCount; a++ {
			srcs["builtin"+string(rune('0'+f))+string(rune('0'+a))] = string(builtinshader.ShaderSource(f, a, false))
			srcs["builtin colorm"+string(rune('0'+f))+string(rune('0'+a))] = string(builtinshader.ShaderSource(f, a, true))
		}
	}
	for _, s := range game {
		srcs[s.Where] = s.Source
	}
	for where, src := range srcs {
		p, err := graphics.CompileShader([]byte(src))
		if err != nil {
			t.Errorf("%s: %v", where, err)
			continue
		}
		if !strings.HasPrefix(p.LeanVertex, "#version 300 es") || !strings.HasPrefix(p.LeanFragment, "#version 300 es") || !strings.Contains(p.LeanFragment, "fragColor") {
			t.Errorf("%s: no GLSL ES 3.00 fragment shader: %.300q", where, p.LeanFragment)
		}
		if len(p.UniformNames) != len(p.Uniforms) || len(p.LeanUniformFactors) == 0 {
			t.Errorf("%s: uniforms %v of types %v, factors %v", where, p.UniformNames, p.Uniforms, p.LeanUniformFactors)
		}
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "not compiled when the game was built") {
			t.Errorf("an unknown source gave %v, want a panic saying it was not compiled", r)
		}
	}()
	graphics.CompileShader([]byte("//kage:unit pixels\npackage main\nfunc Fragment(dst vec4, src vec2, color vec4) vec4 { return color }\n"))
}
`

// A function to rewrite that a file no longer has is refused with the file named, the file left
// as it was.
func TestAMissingFunctionIsRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "image.go")
	src := "package graphicscommand\n\nfunc dumpName() string { return \"\" }\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	err := replaceBodies(path, map[string]string{"dumpTo": "\treturn nil"})
	if err == nil || !strings.Contains(err.Error(), "image.go") {
		t.Fatalf("err %v, want one naming the file", err)
	}
	if b, _ := os.ReadFile(path); string(b) != src {
		t.Errorf("the file was changed:\n%s", b)
	}
}
