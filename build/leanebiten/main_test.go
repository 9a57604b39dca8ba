package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// ebitenDir is the folder of the Ebitengine the project builds with.
func ebitenDir(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
	if err != nil {
		t.Fatalf("go list -m: %v", err)
	}
	return strings.TrimSpace(string(out))
}

var (
	copyOnce sync.Once
	copyDir  string
	copyErr  error
)

// leanCopy makes the copy as build/webbuild.sh does, once for the tests (in a folder TestMain
// removes): the tests read it and add packages of their own beside the copy's.
func leanCopy(t *testing.T) string {
	t.Helper()
	copyOnce.Do(func() {
		copyDir, copyErr = os.MkdirTemp("", "leanebiten")
		if copyErr == nil {
			copyErr = lean(ebitenDir(t), copyDir, "../..")
		}
	})
	if copyErr != nil {
		t.Fatal(copyErr)
	}
	return copyDir
}

func TestMain(m *testing.M) {
	code := m.Run()
	if copyDir != "" {
		os.RemoveAll(copyDir)
	}
	os.Exit(code)
}

// The copy's ShaderSource gives, for each of the 18 cases, exactly the source Ebitengine's own
// generator wrote from the template (internal/builtinshader/defs.go, in gen.go's order): the
// copied package is compiled and this check run inside it.
func TestTheTableIsWhatTheTemplateGave(t *testing.T) {
	to := leanCopy(t)
	pkg := filepath.Join(to, "ebiten", "internal", "builtinshader")
	src, err := os.ReadFile(filepath.Join(pkg, "shader.go"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(src), `"text/template"`) {
		t.Fatalf("the rewritten shader.go still imports text/template")
	}
	if err := os.WriteFile(filepath.Join(pkg, "lean_check_test.go"), []byte(checkInside), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "test", "-count=1", "-run", "TestLeanSourcesAreTheGenerated", ".")
	cmd.Dir = pkg
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test in the copy: %v\n%s", err, out)
	}
}

// checkInside is the test written into the copied package.
const checkInside = `package builtinshader

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"
)

func TestLeanSourcesAreTheGenerated(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "defs.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
			for _, s := range g.Specs {
				v := s.(*ast.ValueSpec)
				if len(v.Names) == 1 && v.Names[0].Name == "_" {
					s, err := strconv.Unquote(v.Values[0].(*ast.BasicLit).Value)
					if err != nil {
						t.Fatal(err)
					}
					want = append(want, s)
				}
			}
		}
	}
	if len(want) != FilterCount*AddressCount*2 {
		t.Fatalf("defs.go has %d sources, want %d", len(want), FilterCount*AddressCount*2)
	}
	i := 0
	for filter := Filter(0); filter < FilterCount; filter++ {
		for address := Address(0); address < AddressCount; address++ {
			for _, useColorM := range []bool{false, true} {
				if got := string(ShaderSource(filter, address, useColorM)); got != want[i] {
					t.Errorf("ShaderSource(%d, %d, %v) =\n%s\nwant\n%s", filter, address, useColorM, got, want[i])
				}
				i++
			}
		}
	}
}
`

// deps lists the packages the browser's game links, built with the go.mod at modfile ("" for the
// project's own).
func deps(t *testing.T, modfile string) []string {
	t.Helper()
	args := []string{"list", "-deps"}
	if modfile != "" {
		args = append(args, "-modfile="+modfile)
	}
	cmd := exec.Command("go", append(args, ".")...)
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go %v: %v", args, err)
	}
	return strings.Fields(string(out))
}

// With the copy the browser's game links no text/template (and with it no reflection by method
// name, which keeps every exported method); with Ebitengine as it is, it does.
func TestTheBrowserGameLinksNoTemplate(t *testing.T) {
	to := leanCopy(t)
	if !slices.Contains(deps(t, ""), "text/template") {
		t.Fatalf("the game built with Ebitengine as it is links no text/template: is this command still needed?")
	}
	if slices.Contains(deps(t, filepath.Join(to, "go.mod")), "text/template") {
		t.Errorf("the game built with the copy still links text/template")
	}
}

// A shader file this command does not know is refused with a reason, not half rewritten.
func TestAnUnknownShaderFileIsRefused(t *testing.T) {
	_, err := rewrite([]byte("package builtinshader\n\nfunc ShaderSource() []byte { return nil }\n"))
	if err == nil || !strings.Contains(err.Error(), "tmpl") {
		t.Fatalf("rewrite of a file without the template: err %v, want one naming tmpl", err)
	}
}

// A copy where go's ./... walks would race go vet in CI: only a folder the go command skips is
// taken.
func TestOnlyAFolderGoSkipsIsTaken(t *testing.T) {
	for to, taken := range map[string]bool{
		"out/_lean": true, "out/.lean": true, "/tmp/x/_lean/": true,
		"out/lean": false, "lean": false, ".": false, "out/lean_": false,
	} {
		if err := walkedByGo(to); (err == nil) != taken {
			t.Errorf("walkedByGo(%q) = %v, want taken %v", to, err, taken)
		}
	}
}
