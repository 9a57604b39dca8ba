// Command leanebiten copies Ebitengine for the browser's build (build/webbuild.sh) with its
// built-in shaders' sources as a table instead of a text/template executed at run time. The
// template's reflection (text/template looks methods up by name) made Go's linker keep every
// exported method of every type in the game: about 3 MB of the 19 MB module and 11% of its brotli
// bytes, all of them downloaded before the first frame. The table holds exactly what the template
// gives for each of its 18 cases, worked out here by running the very template of the copied
// version; the desktop build keeps Ebitengine as it is.
//
//	go run ./build/leanebiten -from "$(go list -m -f '{{.Dir}}' github.com/hajimehoshi/ebiten/v2)" -to out/_lean
//	GOOS=js GOARCH=wasm go build -modfile=out/_lean/go.mod .
//
// It writes the copy to out/_lean/ebiten and beside it a go.mod (the project's, replacing
// Ebitengine by the copy) and its go.sum, for go build's -modfile. The folder's name starts with
// an underscore so that the go command's ./... never walks it: CI makes the copy while go vet and
// go test walk the project, and a walk that met the copy before its go.mod was written took it
// for packages of the project.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/template"
)

// shaderFile is the file rewritten, inside the module.
const shaderFile = "internal/builtinshader/shader.go"

func main() {
	from := flag.String("from", "", "Ebitengine's module folder (go list -m -f '{{.Dir}}' github.com/hajimehoshi/ebiten/v2)")
	to := flag.String("to", "out/_lean", "where the copy and its go.mod go (emptied first); its name starts with _ or .")
	project := flag.String("project", ".", "the project's folder: its go.mod and go.sum")
	flag.Parse()
	if *from == "" {
		fmt.Fprintln(os.Stderr, "leanebiten: -from is needed: Ebitengine's module folder")
		os.Exit(2)
	}
	if err := walkedByGo(*to); err != nil {
		fmt.Fprintln(os.Stderr, "leanebiten:", err)
		os.Exit(2)
	}
	if err := lean(*from, *to, *project); err != nil {
		fmt.Fprintln(os.Stderr, "leanebiten:", err)
		os.Exit(1)
	}
}

// walkedByGo is an error when the go command's ./... would walk into to: its base name must
// start with _ or . (the go command skips such folders), or a build beside go vet races it.
func walkedByGo(to string) error {
	base := filepath.Base(filepath.Clean(to))
	if strings.HasPrefix(base, "_") || (strings.HasPrefix(base, ".") && base != "." && base != "..") {
		return nil
	}
	return fmt.Errorf("-to %s: the folder's name must start with _ or ., or go vet ./... run beside the build takes the copy for the project's packages", to)
}

// lean copies the module at from to to/ebiten, its examples left out, rewrites its shader file,
// and writes to/go.mod and to/go.sum: project's with Ebitengine replaced by the copy.
func lean(from, to, project string) error {
	src, err := os.ReadFile(filepath.Join(from, shaderFile))
	if err != nil {
		return err
	}
	out, err := rewrite(src)
	if err != nil {
		return fmt.Errorf("%s: %w", shaderFile, err)
	}
	if err := os.RemoveAll(to); err != nil {
		return err
	}
	copied, err := filepath.Abs(filepath.Join(to, "ebiten"))
	if err != nil {
		return err
	}
	if err := copyTree(from, copied); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(copied, shaderFile), out, 0o644); err != nil {
		return err
	}
	sources, err := gameShaderSources(project)
	if err != nil {
		return err
	}
	if err := precompile(copied, sources); err != nil {
		return err
	}
	if err := noDump(copied); err != nil {
		return err
	}
	return modFile(project, to, copied)
}

// modFile writes to/go.mod, the project's go.mod with Ebitengine replaced by the copy at
// copied, and the project's go.sum beside it (go build -modfile reads go.sum from there).
func modFile(project, to, copied string) error {
	mod, err := os.ReadFile(filepath.Join(project, "go.mod"))
	if err != nil {
		return err
	}
	sum, err := os.ReadFile(filepath.Join(project, "go.sum"))
	if err != nil {
		return err
	}
	mod = append(mod, fmt.Sprintf("\nreplace github.com/hajimehoshi/ebiten/v2 => %s\n", copied)...)
	if err := os.WriteFile(filepath.Join(to, "go.mod"), mod, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(to, "go.sum"), sum, 0o644)
}

// copyTree copies the folder from to to, writable, without the examples (9 of its 21 MB).
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		if d.IsDir() {
			if rel == "examples" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), b, 0o644)
	})
}

// shaderDecls are the parts of the shader file that the rewrite reads.
type shaderDecls struct {
	tmpl      *ast.GenDecl  // var tmpl = template.Must(template.New(…).Parse(`…`))
	text      string        // the template's text
	source    *ast.FuncDecl // func ShaderSource(filter Filter, address Address, useColorM bool) []byte
	filters   []string      // the Filter constants in their order (iota)
	addresses []string      // the Address constants in their order
}

// rewrite is the shader file src with its template replaced by the table of what it gives.
func rewrite(src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, shaderFile, src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	d, err := find(f)
	if err != nil {
		return nil, err
	}
	table, err := execute(d)
	if err != nil {
		return nil, err
	}
	off := func(p token.Pos) int { return fset.Position(p).Offset }
	var b bytes.Buffer
	b.Write(src[:off(d.tmpl.Pos())])
	b.Write(src[off(d.tmpl.End()):off(d.source.Body.Pos())])
	b.WriteString("{\n\tvar c int\n\tif useColorM {\n\t\tc = 1\n\t}\n\treturn leanSources[filter][address][c]\n}")
	b.Write(src[off(d.source.Body.End()):])
	b.WriteString("\n// leanSources is what the template gave for each case (build/leanebiten wrote it).\n")
	b.WriteString("var leanSources = [FilterCount][AddressCount][2][]byte{\n")
	for fi := range table {
		b.WriteString("\t{\n")
		for ai := range table[fi] {
			fmt.Fprintf(&b, "\t\t{[]byte(%s), []byte(%s)},\n", strconv.Quote(table[fi][ai][0]), strconv.Quote(table[fi][ai][1]))
		}
		b.WriteString("\t},\n")
	}
	b.WriteString("}\n")
	return format.Source(dropUnused(b.Bytes(), "bytes", "fmt", "sync", "text/template"))
}

// find reads the declarations rewrite needs, or says which one it did not find (a new
// Ebitengine that this command does not know yet).
func find(f *ast.File) (shaderDecls, error) {
	var d shaderDecls
	for _, decl := range f.Decls {
		switch x := decl.(type) {
		case *ast.FuncDecl:
			if x.Name.Name == "ShaderSource" && x.Recv == nil {
				d.source = x
			}
		case *ast.GenDecl:
			readGen(x, &d)
		}
	}
	switch {
	case d.tmpl == nil || d.text == "":
		return d, errors.New("no var tmpl = template.Must(template.New(…).Parse(`…`))")
	case d.source == nil:
		return d, errors.New("no func ShaderSource")
	case len(d.filters) != 3 || len(d.addresses) != 3:
		return d, fmt.Errorf("filters %v and addresses %v: three of each expected", d.filters, d.addresses)
	}
	return d, nil
}

// readGen notes in d the template's declaration and the Filter and Address constants.
func readGen(g *ast.GenDecl, d *shaderDecls) {
	typ := ""
	for _, spec := range g.Specs {
		v, ok := spec.(*ast.ValueSpec)
		if !ok {
			continue
		}
		if id, ok := v.Type.(*ast.Ident); ok {
			typ = id.Name // the type of a const block's first line carries on (iota)
		}
		for i, n := range v.Names {
			switch {
			case g.Tok == token.VAR && n.Name == "tmpl" && i < len(v.Values):
				d.tmpl, d.text = g, templateText(v.Values[i])
			case g.Tok == token.CONST && typ == "Filter" && strings.HasPrefix(n.Name, "Filter"):
				d.filters = append(d.filters, n.Name)
			case g.Tok == token.CONST && typ == "Address" && strings.HasPrefix(n.Name, "Address"):
				d.addresses = append(d.addresses, n.Name)
			}
		}
	}
}

// templateText is the string literal passed to Parse in e, or "".
func templateText(e ast.Expr) string {
	text := ""
	ast.Inspect(e, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Parse" && len(call.Args) == 1 {
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				text, _ = strconv.Unquote(lit.Value)
			}
		}
		return true
	})
	return text
}

// execute runs the template for every filter, address and colour matrix, as ShaderSource did:
// the constants are their iota, in the order declared.
func execute(d shaderDecls) ([3][3][2]string, error) {
	var table [3][3][2]string
	t, err := template.New("tmpl").Parse(d.text)
	if err != nil {
		return table, err
	}
	for fi := range table {
		for ai := range table[fi] {
			for c := range table[fi][ai] {
				data := map[string]any{"Filter": fi, "Address": ai, "UseColorM": c == 1}
				for i, n := range d.filters {
					data[n] = i
				}
				for i, n := range d.addresses {
					data[n] = i
				}
				var b strings.Builder
				if err := t.Option("missingkey=error").Execute(&b, data); err != nil {
					return table, err
				}
				table[fi][ai][c] = b.String()
			}
		}
	}
	return table, nil
}

// dropUnused removes from src's imports those of paths that src no longer uses.
func dropUnused(src []byte, paths ...string) []byte {
	for _, p := range paths {
		name := p[strings.LastIndex(p, "/")+1:]
		if bytes.Contains(src, []byte(name+".")) {
			continue
		}
		src = bytes.Replace(src, []byte("\t"+strconv.Quote(p)+"\n"), nil, 1)
	}
	return src
}
