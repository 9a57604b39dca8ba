package housecheck

import (
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// In no package of the project (every one the go command's ./... lists, the programs and the
// check programs included) do two types use each other both ways: an owner calls its part, and
// the part answers by a return value, a small interface of what it needs or a callback given at
// its making, so the picture of the house has no arrow running back up (issue 41).

// mutualExceptions are pairs of types ("pkg: A <-> B", A before B) that still use each other
// both ways, each with why: one idea in two types, not an owner and its part.
var mutualExceptions = map[string]string{
	"game: State <-> View": "a position and a player's view of it are two faces of one idea: the state projects a view (ViewFor), and a view deals a full state consistent with it (Sample, the AI's determinization)",
}

// TestNoTypesUseEachOther fails when a method of one type of a package calls a method of, or
// reads or writes a field of, another type of that package whose methods do the same to it.
func TestNoTypesUseEachOther(t *testing.T) {
	found := map[string]string{}
	pairs, read := mutualUses(t, root)
	if read < 50 {
		t.Fatalf("read %d packages: the tree was not read", read)
	}
	for pair, why := range pairs {
		found[pair] = why
	}
	for _, pair := range sortedKeys(countOf(found)) {
		if _, known := mutualExceptions[pair]; !known {
			t.Errorf("%s use each other both ways (%s): let the owner call the part, and the part answer by a return value, a small interface or a callback", pair, found[pair])
		}
	}
	for pair := range mutualExceptions {
		if _, still := found[pair]; !still {
			t.Errorf("%s no longer use each other both ways: take it off the exceptions", pair)
		}
	}
}

// TestMutualUseFound checks the finding on a small package of known uses: a method call and a
// field read both ways are found, a use one way and a type only named are not.
func TestMutualUseFound(t *testing.T) {
	src := `package p
import "strings"
type Owner struct{ part Part; side Side; n int }
type Part struct{ o *Owner; k int }
type Side struct{ b strings.Builder }
type Named struct{}
func (o *Owner) Run() { o.part.step(); o.side.b.WriteString("x"); _ = Named{} }
func (p *Part) step() { p.o.n++ }
func (s *Side) write() {}
func (Named) use(o *Owner) {}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := mutualIn("p", fset, []*ast.File{f})
	if len(got) != 1 || got["p: Owner <-> Part"] == "" {
		t.Fatalf("found %v, want Owner <-> Part alone", got)
	}
}

// countOf turns a set of pairs into a map sortedKeys takes.
func countOf(m map[string]string) map[string]int {
	out := make(map[string]int, len(m))
	for k := range m {
		out[k] = 1
	}
	return out
}

// mutualUses reads every package under dir, for the desktop's build and the browser's, and
// returns its pairs of types that use each other, each with one use each way, and how many
// packages it read.
func mutualUses(t *testing.T, dir string) (map[string]string, int) {
	t.Helper()
	out, read := map[string]string{}, 0
	desktop, browser := build.Default, build.Default
	browser.GOOS, browser.GOARCH = "js", "wasm"
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if p != dir && skippedDir(p, d.Name()) {
			return filepath.SkipDir
		}
		rel, _ := filepath.Rel(root, p)
		for _, ctx := range []build.Context{desktop, browser} {
			bp, err := ctx.ImportDir(p, 0)
			if err != nil {
				continue // no Go files for this build
			}
			fset := token.NewFileSet()
			var files []*ast.File
			for _, name := range append(bp.GoFiles, bp.CgoFiles...) {
				f, err := parser.ParseFile(fset, filepath.Join(p, name), nil, parser.SkipObjectResolution)
				if err != nil {
					return err
				}
				files = append(files, f)
			}
			read++
			for pair, why := range mutualIn(filepath.ToSlash(rel), fset, files) {
				out[pair] = why
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out, read
}

// skippedDir says whether the go command's ./... passes over a folder: test data, hidden and
// underscored folders, the build's output and another module's.
func skippedDir(p, name string) bool {
	if name == "testdata" || name == "out" || name == "node_modules" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
		return true
	}
	_, err := os.Stat(filepath.Join(p, "go.mod"))
	return err == nil
}

// mutualIn type-checks one package's files and returns its types that use each other. The
// packages it imports are stood in for by empty ones: what a method reaches of its own
// package's types is known from the package alone, and nothing needs building.
func mutualIn(pkg string, fset *token.FileSet, files []*ast.File) map[string]string {
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: emptyImports{}, FakeImportC: true, Error: func(error) {}}
	tp, _ := conf.Check(pkg, fset, files, info) // an imported name unknown is an error to pass over
	owner := fieldOwners(tp)
	uses := map[[2]string]string{}
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Body == nil {
				continue
			}
			from := typeName(info.TypeOf(fd.Recv.List[0].Type))
			if from == nil {
				continue
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok || info.Selections[sel] == nil {
					return true
				}
				s := info.Selections[sel]
				var to *types.TypeName
				if s.Kind() == types.FieldVal {
					to = owner[s.Obj()]
				} else if r := s.Obj().(*types.Func).Signature().Recv(); r != nil {
					to = typeName(r.Type())
				}
				if to != nil && to != from && to.Pkg() == tp {
					k := [2]string{from.Name(), to.Name()}
					if uses[k] == "" {
						uses[k] = from.Name() + "." + fd.Name.Name + " uses " + sel.Sel.Name
					}
				}
				return true
			})
		}
	}
	out := map[string]string{}
	for k, why := range uses {
		if back := uses[[2]string{k[1], k[0]}]; back != "" && k[0] < k[1] {
			out[pkg+": "+k[0]+" <-> "+k[1]] = why + "; " + back
		}
	}
	return out
}

// fieldOwners maps every field of a package's struct types to its type.
func fieldOwners(tp *types.Package) map[types.Object]*types.TypeName {
	owner := map[types.Object]*types.TypeName{}
	names := tp.Scope().Names()
	sort.Strings(names)
	for _, n := range names {
		tn, ok := tp.Scope().Lookup(n).(*types.TypeName)
		if !ok {
			continue
		}
		if st, ok := tn.Type().Underlying().(*types.Struct); ok {
			for i := range st.NumFields() {
				owner[st.Field(i)] = tn
			}
		}
	}
	return owner
}

// typeName is the named type of t, through pointers and aliases (nil for another kind).
func typeName(t types.Type) *types.TypeName {
	for t != nil {
		switch x := types.Unalias(t).(type) {
		case *types.Pointer:
			t = x.Elem()
		case *types.Named:
			return x.Obj()
		default:
			return nil
		}
	}
	return nil
}

// emptyImports stands in an empty package for every import, named as Go names it by default
// (the path's last element, or the one before a major version's).
type emptyImports struct{}

func (emptyImports) Import(path string) (*types.Package, error) {
	parts := strings.Split(path, "/")
	name := parts[len(parts)-1]
	if len(parts) > 1 && len(name) >= 2 && name[0] == 'v' && strings.Trim(name[1:], "0123456789") == "" {
		name = parts[len(parts)-2]
	}
	p := types.NewPackage(path, strings.TrimPrefix(name, "go-"))
	p.MarkComplete()
	return p, nil
}
