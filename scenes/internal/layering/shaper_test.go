package layering

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoShaper keeps go-text's shaper out of the game: text/v2's GoTextFace and its sources pull
// harfbuzz and its tables into the page's WebAssembly (3.7 MB raw, 0.5 MB brotli, measured in
// docs/MEASUREMENTS.md), while the game's scripts need no shaping; engine.Face draws through
// GoXFace. The linker drops the shaper only while nothing names these.
func TestNoShaper(t *testing.T) {
	shaper := map[string]bool{"GoTextFace": true, "GoTextFaceSource": true, "NewGoTextFaceSource": true,
		"NewGoTextFaceSourcesFromCollection": true}
	root := filepath.Join("..", "..", "..")
	seen := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "out" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		seen++
		text := ""
		for _, im := range f.Imports {
			if strings.Trim(im.Path.Value, `"`) == "github.com/hajimehoshi/ebiten/v2/text/v2" {
				text = "text"
				if im.Name != nil {
					text = im.Name.Name
				}
			}
		}
		if text == "" {
			return nil
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if s, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := s.X.(*ast.Ident); ok && x.Name == text && shaper[s.Sel.Name] {
					t.Errorf("%s names text.%s: the shaper would come back into the page's download (use engine.Face)", path, s.Sel.Name)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 100 {
		t.Fatalf("read only %d Go files from %s: not the project's tree", seen, root)
	}
}
