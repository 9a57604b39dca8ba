package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
)

// ebitenPath is the package whose NewShader compiles Kage.
const ebitenPath = "github.com/hajimehoshi/ebiten/v2"

// kageSource is one Kage source the game passes to ebiten.NewShader, and where.
type kageSource struct {
	Where  string
	Source string
}

// goPackage is what go list says of a package the game links.
type goPackage struct {
	ImportPath string
	Name       string
	Dir        string
	GoFiles    []string
	Standard   bool
}

// gameShaderSources lists the Kage sources of every ebiten.NewShader call in the packages the
// browser's game (project's main package, built for js/wasm) links, Ebitengine's own included.
// Each call's source must be seen without running the game: a string constant, a package
// variable set to one (as []byte), or a literal list of those indexed; anything else is refused
// with the call's place, so that no shader is left out of the build's table.
func gameShaderSources(project string) ([]kageSource, error) {
	cmd := exec.Command("go", "list", "-deps", "-json=ImportPath,Name,Dir,GoFiles,Standard", ".")
	cmd.Dir = project
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v\n%s", err, stderr.Bytes())
	}
	pkgs := map[string]*goPackage{}
	var order []string
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p goPackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, err
		}
		pkgs[p.ImportPath] = &p
		order = append(order, p.ImportPath)
	}
	return newSourceFinder(pkgs).find(order)
}

// sourceFinder reads packages' files once each and evaluates NewShader's arguments.
type sourceFinder struct {
	fset   *token.FileSet
	pkgs   map[string]*goPackage
	parsed map[string]*parsedPackage
}

// parsedPackage is a package's files and its package-level constants and variables.
type parsedPackage struct {
	files []*ast.File
	decls map[string]declared
}

// declared is a package-level name's value and the file it is written in (for its imports).
type declared struct {
	value ast.Expr
	file  *ast.File
	pkg   string
}

func newSourceFinder(pkgs map[string]*goPackage) *sourceFinder {
	return &sourceFinder{fset: token.NewFileSet(), pkgs: pkgs, parsed: map[string]*parsedPackage{}}
}

// find walks the packages in order and gives the sources of their NewShader calls.
func (f *sourceFinder) find(order []string) ([]kageSource, error) {
	var out []kageSource
	for _, path := range order {
		p := f.pkgs[path]
		if p.Standard || path == ebitenPath || !mentionsNewShader(p) {
			continue
		}
		pp, err := f.parse(path)
		if err != nil {
			return nil, err
		}
		for _, file := range pp.files {
			srcs, err := f.calls(path, file)
			if err != nil {
				return nil, err
			}
			out = append(out, srcs...)
		}
	}
	return out, nil
}

// mentionsNewShader is whether any file of p has the text NewShader( (most have not: no parse).
func mentionsNewShader(p *goPackage) bool {
	for _, name := range p.GoFiles {
		b, err := os.ReadFile(filepath.Join(p.Dir, name))
		if err == nil && bytes.Contains(b, []byte("NewShader(")) {
			return true
		}
	}
	return false
}

// parse reads the package at path, once.
func (f *sourceFinder) parse(path string) (*parsedPackage, error) {
	if pp, ok := f.parsed[path]; ok {
		return pp, nil
	}
	p, ok := f.pkgs[path]
	if !ok {
		return nil, fmt.Errorf("package %s is not among the game's", path)
	}
	pp := &parsedPackage{decls: map[string]declared{}}
	for _, name := range p.GoFiles {
		file, err := parser.ParseFile(f.fset, filepath.Join(p.Dir, name), nil, 0)
		if err != nil {
			return nil, err
		}
		pp.files = append(pp.files, file)
		for _, d := range file.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || (g.Tok != token.CONST && g.Tok != token.VAR) {
				continue
			}
			for _, spec := range g.Specs {
				v := spec.(*ast.ValueSpec)
				for i, n := range v.Names {
					if i < len(v.Values) && len(v.Names) == len(v.Values) {
						pp.decls[n.Name] = declared{v.Values[i], file, path}
					}
				}
			}
		}
	}
	f.parsed[path] = pp
	return pp, nil
}

// calls gives the sources of the NewShader calls in file, of the package at path.
func (f *sourceFinder) calls(path string, file *ast.File) ([]kageSource, error) {
	name := f.importName(file, ebitenPath)
	if name == "" {
		return nil, nil
	}
	var out []kageSource
	var err error
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || err != nil {
			return err == nil
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "NewShader" || !isIdent(sel.X, name) || len(call.Args) != 1 {
			return true
		}
		where := f.fset.Position(call.Pos()).String()
		var srcs []string
		srcs, err = f.eval(declared{call.Args[0], file, path})
		if err != nil {
			err = fmt.Errorf("%s: which Kage source %s.NewShader is given cannot be told at build time (%v): the browser's build compiles every shader beforehand (build/leanebiten), so give it a constant, a package variable set to []byte(constant), or a literal list of those", where, name, err)
			return false
		}
		for _, s := range srcs {
			out = append(out, kageSource{where, s})
		}
		return true
	})
	return out, err
}

// eval gives the strings e (written in d.file of package d.pkg) may be.
func (f *sourceFinder) eval(d declared) ([]string, error) {
	switch e := d.value.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return nil, fmt.Errorf("%s is not a string", e.Value)
		}
		s, err := strconv.Unquote(e.Value)
		return []string{s}, err
	case *ast.ParenExpr:
		return f.eval(declared{e.X, d.file, d.pkg})
	case *ast.IndexExpr: // any element of a list may be chosen
		return f.eval(declared{e.X, d.file, d.pkg})
	case *ast.CompositeLit:
		var out []string
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			s, err := f.eval(declared{el, d.file, d.pkg})
			if err != nil {
				return nil, err
			}
			out = append(out, s...)
		}
		return out, nil
	case *ast.BinaryExpr:
		return f.concat(e, d)
	case *ast.CallExpr:
		if len(e.Args) == 1 && isConversionToText(e.Fun) {
			return f.eval(declared{e.Args[0], d.file, d.pkg})
		}
	case *ast.Ident:
		return f.lookup(d.pkg, e.Name)
	case *ast.SelectorExpr:
		if x, ok := e.X.(*ast.Ident); ok {
			for _, im := range d.file.Imports {
				p, _ := strconv.Unquote(im.Path.Value)
				if f.importName(d.file, p) == x.Name {
					return f.lookup(p, e.Sel.Name)
				}
			}
		}
	}
	return nil, fmt.Errorf("%T at %s", d.value, f.fset.Position(d.value.Pos()))
}

// concat evaluates a + b: each string either side may be joined.
func (f *sourceFinder) concat(e *ast.BinaryExpr, d declared) ([]string, error) {
	if e.Op != token.ADD {
		return nil, fmt.Errorf("operator %s at %s", e.Op, f.fset.Position(e.Pos()))
	}
	l, err := f.eval(declared{e.X, d.file, d.pkg})
	if err != nil {
		return nil, err
	}
	r, err := f.eval(declared{e.Y, d.file, d.pkg})
	if err != nil {
		return nil, err
	}
	var out []string
	for _, a := range l {
		for _, b := range r {
			out = append(out, a+b)
		}
	}
	return out, nil
}

// lookup evaluates the package-level name in the package at path.
func (f *sourceFinder) lookup(path, name string) ([]string, error) {
	pp, err := f.parse(path)
	if err != nil {
		return nil, err
	}
	d, ok := pp.decls[name]
	if !ok {
		return nil, fmt.Errorf("%s is not a package-level constant or variable of %s", name, path)
	}
	return f.eval(d)
}

// isConversionToText is whether fun is []byte or string (a conversion).
func isConversionToText(fun ast.Expr) bool {
	if a, ok := fun.(*ast.ArrayType); ok && a.Len == nil {
		return isIdent(a.Elt, "byte")
	}
	return isIdent(fun, "string")
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// importName is the name file gives the package at path, or "" if it does not import it.
func (f *sourceFinder) importName(file *ast.File, path string) string {
	for _, im := range file.Imports {
		if p, _ := strconv.Unquote(im.Path.Value); p == path {
			if im.Name != nil {
				return im.Name.Name
			}
			if pkg, ok := f.pkgs[path]; ok && pkg.Name != "" {
				return pkg.Name
			}
			return filepath.Base(p)
		}
	}
	return ""
}
