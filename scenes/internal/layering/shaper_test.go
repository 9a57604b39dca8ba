package layering

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoTextV2 keeps Ebitengine's text/v2 out of the game: importing it at all links go-text's
// shaper tables, uniseg's line breaking and the JPEG and TIFF decoders go-text registers into the
// page's WebAssembly (1.1 MB raw, 6% of its brotli bytes, docs/MEASUREMENTS.md), while the
// game's scripts need no shaping. engine.Face draws through x/image's faces as text/v2's GoXFace
// did (engine/glyphs.go); tests may still import text/v2 to compare with it.
func TestNoTextV2(t *testing.T) {
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
		for _, im := range f.Imports {
			if strings.Trim(im.Path.Value, `"`) == "github.com/hajimehoshi/ebiten/v2/text/v2" {
				t.Errorf("%s imports text/v2: go-text's tables would come back into the page's download (use engine.Face)", path)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 100 {
		t.Fatalf("read only %d Go files from %s: not the project's tree", seen, root)
	}
}
