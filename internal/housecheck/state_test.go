package housecheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// stateChecked are the trees with no package-level state that changes after start: what a screen
// draws with, the platform it reads and where games are kept belong to values passed in.
var stateChecked = []string{"scenes", "engine", "storage", "platform", "ai", "botworker", "game",
	"assets", "online", "cmd", "words", "lessons", "internal", "build"}

// stateExceptions are package-level variables written after start that stand, each with why.
var stateExceptions = map[string]bool{
	// the lock files this process holds, open until it exits: a lock belongs to the process
	"storage.held": true,
	// the test pictures' writer and the frames' loop of the drawing tests, test support alone
	"scenes/internal/drawtest.pictures": true,
	"scenes/internal/drawtest.held":     true,
	// the test binary's one PostgreSQL cluster, started once on first use: test support alone
	"online/store/postgres/pgtest.shared":    true,
	"online/store/postgres/pgtest.sharedErr": true,
	// work done once per process and the same for every caller, under a lock or a sync.Once: the
	// pieces baked (kept within the limit the process sets at its start, KeepBakes: the drawing
	// tests keep some, the game none), each palette's drafts, each map's river field, the shaders
	"assets.kept":            true,
	"assets.draftSet":        true,
	"assets/riverfield.jobs": true,
	"assets.mapSh":           true,
	"assets.mapErr":          true,
	"assets.waterSh":         true,
	"assets.waterErr":        true,
	"assets.frameSh":         true,
	"assets.frameErr":        true,
}

// TestNoPackageStateChanges fails when a function of a checked tree writes a variable of its
// package (an assignment, ++ or --, to it or into it).
func TestNoPackageStateChanges(t *testing.T) {
	for _, top := range stateChecked {
		for _, w := range packageWrites(t, filepath.Join(root, top)) {
			if !stateExceptions[w.name] {
				t.Errorf("%s writes the package's %s after start: make it a value its users own", w.at, w.name)
			}
		}
	}
}

// TestPackageWritesFound checks the reading on a small package of known writes.
func TestPackageWritesFound(t *testing.T) {
	src := `package p
var cache = map[int]int{}
var count int
var fixed = 3
func f(x int) int {
	cache[x] = x
	count++
	fixed := 4
	fixed++
	return fixed
}`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := writesIn("p", []*ast.File{f}, token.NewFileSet())
	if len(got) != 2 || got[0].name != "p.cache" || got[1].name != "p.count" {
		t.Fatalf("found %+v, want the writes of cache and count alone", got)
	}
}

// write is a package variable written in a function.
type write struct{ name, at string }

// packageWrites reads every package under dir (tests left out) for writes of its variables.
func packageWrites(t *testing.T, dir string) []write {
	t.Helper()
	byDir := map[string][]*ast.File{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		byDir[filepath.Dir(p)] = append(byDir[filepath.Dir(p)], f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var out []write
	for d, files := range byDir {
		rel, _ := filepath.Rel(root, d)
		out = append(out, writesIn(filepath.ToSlash(rel), files, fset)...)
	}
	return out
}

// writesIn are the writes of package pkg's variables in its functions' bodies, a name declared in
// the function itself (a parameter, a local) shadowing the package's.
func writesIn(pkg string, files []*ast.File, fset *token.FileSet) []write {
	vars := map[string]bool{}
	for _, f := range files {
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.VAR {
				for _, s := range gd.Specs {
					for _, n := range s.(*ast.ValueSpec).Names {
						vars[n.Name] = n.Name != "_"
					}
				}
			}
		}
	}
	var out []write
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || fd.Recv == nil && fd.Name.Name == "init" {
				continue // an init runs before start
			}
			local := localNames(fd)
			written := func(e ast.Expr) {
				if id := rootIdent(e); id != nil && vars[id.Name] && !local[id.Name] {
					out = append(out, write{pkg + "." + id.Name, fset.Position(id.Pos()).String()})
				}
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch s := n.(type) {
				case *ast.AssignStmt:
					for _, l := range s.Lhs {
						written(l)
					}
				case *ast.IncDecStmt:
					written(s.X)
				}
				return true
			})
		}
	}
	return out
}

// localNames are the names a function declares: its receiver, parameters and results, and every
// name declared in its body.
func localNames(fd *ast.FuncDecl) map[string]bool {
	names := map[string]bool{}
	fields := func(l *ast.FieldList) {
		if l == nil {
			return
		}
		for _, f := range l.List {
			for _, n := range f.Names {
				names[n.Name] = true
			}
		}
	}
	fields(fd.Recv)
	fields(fd.Type.Params)
	fields(fd.Type.Results)
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch s := n.(type) {
		case *ast.AssignStmt:
			if s.Tok == token.DEFINE {
				for _, l := range s.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						names[id.Name] = true
					}
				}
			}
		case *ast.ValueSpec:
			for _, id := range s.Names {
				names[id.Name] = true
			}
		case *ast.RangeStmt:
			if s.Tok == token.DEFINE {
				for _, e := range []ast.Expr{s.Key, s.Value} {
					if id, ok := e.(*ast.Ident); ok {
						names[id.Name] = true
					}
				}
			}
		case *ast.FuncLit:
			fields(s.Type.Params)
			fields(s.Type.Results)
		}
		return true
	})
	return names
}

// rootIdent is the variable an assignment's left side writes into (x in x, x[i], x.f, *x).
func rootIdent(e ast.Expr) *ast.Ident {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return x
		case *ast.IndexExpr:
			e = x.X
		case *ast.SelectorExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		default:
			return nil
		}
	}
}
