package main

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// kagec is the program run inside the copy to compile the shaders (inside/kagec.go).
//
//go:embed inside/kagec.go
var kagec []byte

// precompile compiles, inside the copy at copied, every Kage source of sources and Ebitengine's
// built-in ones into a table (internal/graphics/leanshaders.go), then rewrites the copy so that
// the browser's game looks its shaders up there: Ebitengine's Kage compiler (internal/shader
// with go/parser, go/ast, go/constant's arithmetic) and its GLSL writer (with regexp) are no
// longer linked, nor run in the page. A source the table lacks stops the game with its hash.
func precompile(copied string, sources []kageSource) error {
	dir := filepath.Join(copied, "internal", "leankagec")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	main := filepath.Join(dir, "main.go")
	if err := os.WriteFile(main, []byte(strings.Replace(string(kagec), "//go:build ignore\n\n", "", 1)), 0o644); err != nil {
		return err
	}
	list, err := json.Marshal(sources)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "sources.json"), list, 0o644); err != nil {
		return err
	}
	cmd := exec.Command("go", "run", "./internal/leankagec", filepath.Join(dir, "sources.json"), filepath.Join(copied, "internal", "graphics", "leanshaders.go"))
	cmd.Dir = copied
	cmd.Env = append(hostEnv(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("compiling the shaders: %v\n%s", err, out)
	}
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := replaceCompile(copied); err != nil {
		return err
	}
	for _, p := range leanPatches {
		if err := p.apply(copied); err != nil {
			return err
		}
	}
	return nil
}

// hostEnv is this process's environment for a go command run in the copy: without GOOS and
// GOARCH (the compiler runs here), and with -mod=mod added to GOFLAGS (the copy's go.mod is
// Ebitengine's, whose go.sum need not list what the project's does).
func hostEnv() []string {
	flags := "-mod=mod"
	var env []string
	for _, kv := range os.Environ() {
		switch {
		case strings.HasPrefix(kv, "GOOS="), strings.HasPrefix(kv, "GOARCH="):
		case strings.HasPrefix(kv, "GOFLAGS="):
			flags = strings.TrimPrefix(kv, "GOFLAGS=") + " " + flags
		default:
			env = append(env, kv)
		}
	}
	return append(env, "GOFLAGS="+flags)
}

// patch replaces, in one file of the copy, each old text by its new one; each old text must be
// there exactly once (a new Ebitengine that moved it is refused, not half rewritten). Imports
// left unused are dropped.
type patch struct {
	file    string
	replace [][2]string // old, new
	drop    []string    // import paths to drop if no longer used
}

func (p patch) apply(copied string) error {
	path := filepath.Join(copied, p.file)
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	s := string(b)
	for _, r := range p.replace {
		if n := strings.Count(s, r[0]); n != 1 {
			return fmt.Errorf("%s: %q found %d times, want once (a new Ebitengine? see build/leanebiten/precompile.go)", p.file, firstLine(r[0]), n)
		}
		s = strings.Replace(s, r[0], r[1], 1)
	}
	out := dropUnused([]byte(s), p.drop...)
	for _, d := range p.drop {
		if strings.Contains(string(out), `"`+d+`"`) {
			return fmt.Errorf("%s still imports %s after the rewrite", p.file, d)
		}
	}
	return os.WriteFile(path, out, 0o644)
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// leanPatches are the copy's rewrites once its table is written.
var leanPatches = []patch{
	{
		// The program carries its GLSL and which uniforms it reads, worked out at build time.
		file: "internal/shaderir/program.go",
		replace: [][2]string{
			{"\tSourceHash SourceHash\n\n\tuniformFactors []uint32\n}", "\tSourceHash SourceHash\n\n\tuniformFactors []uint32\n\n\t// LeanVertex and LeanFragment are the program in GLSL ES 3.00 and LeanUniformFactors\n\t// the uniforms it reads, from build/leanebiten's table.\n\tLeanVertex, LeanFragment string\n\tLeanUniformFactors       []uint32\n}"},
			{"\tif p.uniformFactors == nil {\n", "\tif p.uniformFactors == nil && p.LeanUniformFactors != nil {\n\t\tp.uniformFactors = p.LeanUniformFactors\n\t}\n\tif p.uniformFactors == nil {\n"},
		},
	},
	{
		// WebGL's shaders come from the table, not from the GLSL writer.
		file: "internal/graphicsdriver/opengl/shader.go",
		replace: [][2]string{
			{"vssrc, fssrc := glsl.Compile(s.ir, s.graphics.context.glslVersion())", "vssrc, fssrc := s.ir.LeanVertex, s.ir.LeanFragment // GLSL ES 3.00: WebGL 2 (build/leanebiten)"},
		},
		drop: []string{"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"},
	},
	{
		file: "internal/graphicsdriver/opengl/context.go",
		replace: [][2]string{
			{"func (c *context) glslVersion() glsl.GLSLVersion {\n\tif c.ctx.IsES() {\n\t\treturn glsl.GLSLVersionES300\n\t}\n\treturn glsl.GLSLVersionDefault\n}\n", ""},
		},
		drop: []string{"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"},
	},
	{
		// Ebitengine's folder is looked up only for its debug builds' caller (debug.IsDebug is
		// false); the page has no Go tree to look in, and go/build (with go/parser and go/doc) is
		// linked for it.
		file: "internal/debug/caller.go",
		replace: [][2]string{
			{"\t\tpkg, err := build.Default.Import(\"github.com/hajimehoshi/ebiten/v2\", \"\", build.FindOnly)\n\t\tif err != nil {\n\t\t\treturn\n\t\t}\n\t\tebitengineFileDir = filepath.ToSlash(pkg.Dir)\n", "\t\t// the browser has no Go tree to find Ebitengine's folder in (build/leanebiten)\n"},
		},
		drop: []string{"go/build"},
	},
}

// compileFile is Ebitengine's Kage front end: the shader's source completed with its helper
// functions, then compiled. Its declarations are checked before the file is replaced.
const compileFile = "internal/graphics/shader.go"

// replaceCompile replaces compileFile by leanCompile, if it declares what this command knows.
func replaceCompile(copied string) error {
	path := filepath.Join(copied, compileFile)
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	if err != nil {
		return err
	}
	var names []string
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok {
			names = append(names, fn.Name.Name)
		} else if g, ok := d.(*ast.GenDecl); !ok || g.Tok != token.IMPORT {
			return fmt.Errorf("%s: a declaration besides functions: a new Ebitengine? see build/leanebiten/precompile.go", compileFile)
		}
	}
	if want := "shaderSuffix completeShaderSource CompileShader CalcSourceHash"; strings.Join(names, " ") != want {
		return fmt.Errorf("%s declares %v, want %s: a new Ebitengine? see build/leanebiten/precompile.go", compileFile, names, want)
	}
	return os.WriteFile(path, []byte(leanCompile), 0o644)
}

// leanCompile is compileFile in the copy: a look-up in the table kagec wrote.
const leanCompile = `// Rewritten by build/leanebiten: the game's Kage sources were compiled when it was built.

package graphics

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// leanShader is a program as Ebitengine's compiler gave it, with its GLSL ES 3.00.
type leanShader struct {
	key              shaderir.SourceHash // of the Kage source as given to CompileShader
	names            []string
	uniforms         []shaderir.Type
	textureCount     int
	unit             shaderir.Unit
	sourceHash       shaderir.SourceHash
	vertex, fragment string
	factors          []uint32
}

// CompileShader gives the program compiled from fragmentSrc when the game was built. A source
// that was not is a fault of the build (build/leanebiten finds every source the game passes to
// NewShader): it stops the game with the source's hash rather than draw without it.
func CompileShader(fragmentSrc []byte) (*shaderir.Program, error) {
	h := shaderir.CalcSourceHash(fragmentSrc)
	i := 0
	for i < len(leanShaders) && leanShaders[i].key != h {
		i++
	}
	if i == len(leanShaders) {
		panic(fmt.Sprintf("graphics: a Kage source (hash %s, %d bytes) that was not compiled when the game was built (build/leanebiten)", h, len(fragmentSrc)))
	}
	s := &leanShaders[i]
	return &shaderir.Program{
		UniformNames:       s.names,
		Uniforms:           s.uniforms,
		TextureCount:       s.textureCount,
		Unit:               s.unit,
		SourceHash:         s.sourceHash,
		LeanVertex:         s.vertex,
		LeanFragment:       s.fragment,
		LeanUniformFactors: s.factors,
	}, nil
}

// CalcSourceHash is the hash of the completed source of fragmentSrc, as compiled at build time.
func CalcSourceHash(fragmentSrc []byte) (shaderir.SourceHash, error) {
	p, err := CompileShader(fragmentSrc)
	if err != nil {
		return shaderir.SourceHash{}, err
	}
	return p.SourceHash, nil
}
`
