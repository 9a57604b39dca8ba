package housecheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The limits, as the house rules say them (the house rules every change keeps).
const (
	maxMethods    = 40 // a type's own methods, in scenes/, online/ and cmd/
	maxInterface  = 12 // an interface's method set, anywhere
	maxComplexity = 20 // a function's cyclomatic complexity, anywhere, tests included
)

// methodsChecked are the trees whose types keep under maxMethods.
var methodsChecked = []string{"scenes", "online", "cmd"}

// exceptions are the known excesses, each with its count at most and why it stands: a new one
// fails the test, and so does one that grew or no longer exceeds (then it leaves this list).
var exceptions = map[string]int{}

// root is the repository's top, two floors up from here.
const root = "../.."

// TestHouseNumbers fails when a type, an interface or a function is larger than the house allows.
func TestHouseNumbers(t *testing.T) {
	h := readHouse(t)
	over := map[string]int{}
	for name, n := range h.methods {
		if n > maxMethods && methodsTree(name) {
			over["type "+name] = n
		}
	}
	for name := range h.ifaces {
		if n := h.ifaceSize(name, nil); n > maxInterface {
			over["interface "+name] = n
		}
	}
	for name, n := range h.complexity {
		if n > maxComplexity {
			over["func "+name] = n
		}
	}
	for _, name := range sortedKeys(over) {
		if limit, known := exceptions[name]; !known || over[name] > limit {
			t.Errorf("%s is %d: over the house's limit (types %d methods, interfaces %d, functions complexity %d)",
				name, over[name], maxMethods, maxInterface, maxComplexity)
		}
	}
	for _, name := range sortedKeys(exceptions) {
		if _, still := over[name]; !still {
			t.Errorf("%s is no longer over the limit: take it off the exceptions", name)
		}
	}
}

// TestHouseCountsWhatItReads checks the counting itself on a small tree of known numbers, so the
// guard cannot pass by reading nothing.
func TestHouseCountsWhatItReads(t *testing.T) {
	h := readHouse(t)
	if len(h.methods) < 100 || len(h.complexity) < 1000 {
		t.Fatalf("read %d types with methods and %d functions: the tree was not read", len(h.methods), len(h.complexity))
	}
	src := `package p
type A interface{ B; C(); D() }
type B interface{ E(); F() }
type T struct{}
func (T) M() {}
func (*T) N() {}
func f(x int, y bool) int {
	if x > 0 && y {
		return 1
	}
	for i := 0; i < x; i++ {
		switch i {
		case 1, 2:
		case 3:
		default:
		}
	}
	return 0
}`
	small := house{methods: map[string]int{}, ifaces: map[string]*ast.InterfaceType{}, complexity: map[string]int{}}
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	small.read("p", f)
	if got := small.methods["p.T"]; got != 2 {
		t.Errorf("T has %d methods counted, 2 declared", got)
	}
	if got := small.ifaceSize("p.A", nil); got != 4 {
		t.Errorf("A's method set counted %d, 4 with B's", got)
	}
	if got := small.complexity["p.f"]; got != 6 { // 1 + if + && + for + two cases
		t.Errorf("f's complexity counted %d, 6 by gocyclo's rules", got)
	}
}

// house is what the tree holds, by package path and name ("scenes/session.Session").
type house struct {
	methods    map[string]int                // a type's own methods
	ifaces     map[string]*ast.InterfaceType // the interfaces declared
	complexity map[string]int                // a function's cyclomatic complexity
}

// readHouse reads every Go file of the repository (tests too, for the complexity).
func readHouse(t *testing.T) house {
	t.Helper()
	h := house{methods: map[string]int{}, ifaces: map[string]*ast.InterfaceType{}, complexity: map[string]int{}}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			// out/ holds what builds make, such as build/leanebiten's copy of Ebitengine
			if n := d.Name(); p != root && (strings.HasPrefix(n, ".") || n == "node_modules" || n == "testdata" || p == filepath.Join(root, "out")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		h.readFile(filepath.ToSlash(rel), f, strings.HasSuffix(p, "_test.go"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// readFile takes in a file of package dir; a test file's types and interfaces are not counted,
// its functions are.
func (h house) readFile(dir string, f *ast.File, test bool) {
	if !test {
		h.read(dir, f)
		return
	}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
			h.complexity[funcName(dir, fd)] = complexity(fd)
		}
	}
}

// read takes in the types, interfaces and functions of a file of package dir.
func (h house) read(dir string, f *ast.File) {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if r := receiver(d); r != "" {
				h.methods[dir+"."+r]++
			}
			if d.Body != nil {
				h.complexity[funcName(dir, d)] = complexity(d)
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				if ts, ok := s.(*ast.TypeSpec); ok {
					if it, ok := ts.Type.(*ast.InterfaceType); ok {
						h.ifaces[dir+"."+ts.Name.Name] = it
					}
				}
			}
		}
	}
}

// ifaceSize is the size of an interface's method set: its own methods and those of the
// interfaces it embeds from its package (one embedded from elsewhere counts as one). seen stops
// a cycle.
func (h house) ifaceSize(name string, seen map[string]bool) int {
	it := h.ifaces[name]
	if it == nil || seen[name] {
		return 1
	}
	if seen == nil {
		seen = map[string]bool{}
	}
	seen[name] = true
	pkg := name[:strings.LastIndex(name, ".")]
	n := 0
	for _, m := range it.Methods.List {
		switch e := m.Type.(type) {
		case *ast.FuncType:
			n += max(1, len(m.Names))
		case *ast.Ident:
			n += h.ifaceSize(pkg+"."+e.Name, seen)
		default:
			n++ // an interface of another package, or a type constraint
		}
	}
	return n
}

// methodsTree reports whether a type's methods are counted: it lives under methodsChecked.
func methodsTree(name string) bool {
	for _, top := range methodsChecked {
		if name == top || strings.HasPrefix(name, top+"/") || strings.HasPrefix(name, top+".") {
			return true
		}
	}
	return false
}

// receiver is the name of a method's receiver type, or "" for a function.
func receiver(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return ""
	}
	t := fd.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	switch x := t.(type) {
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// funcName names a function as gocyclo does: the package's path, the receiver, the name.
func funcName(dir string, fd *ast.FuncDecl) string {
	if r := receiver(fd); r != "" {
		return fmt.Sprintf("%s.(%s).%s", dir, r, fd.Name.Name)
	}
	return dir + "." + fd.Name.Name
}

// complexity is a function's cyclomatic complexity by gocyclo's rules: one, and one for each if,
// for, range, case other than default, and && or ||. A function literal counts in the function
// it is written in.
func complexity(fd *ast.FuncDecl) int {
	n := 1
	ast.Inspect(fd.Body, func(node ast.Node) bool {
		switch x := node.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			n++
		case *ast.CaseClause:
			if x.List != nil {
				n++
			}
		case *ast.CommClause:
			if x.Comm != nil {
				n++
			}
		case *ast.BinaryExpr:
			if x.Op == token.LAND || x.Op == token.LOR {
				n++
			}
		}
		return true
	})
	return n
}

// sortedKeys are a map's keys in order, so the failures read the same each run.
func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
