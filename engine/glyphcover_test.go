//go:build display

package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// Every character the screens' source writes in a string is one the fonts draw: a character they
// lack is drawn as an empty box (issue 44, review 3: a completed lesson read "completed □"
// where a "✓" was meant). The screens' packages and the words they draw are read whole; strings
// meant for a terminal or a log may use any character and are in packages not read here.
func TestEveryCharacterTheScreensWriteIsDrawn(t *testing.T) {
	fonts, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, dir := range []string{"../scenes", "../words", "../lessons", "../engine", "../assets"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					return true
				}
				checked++
				for _, r := range s {
					if !unicode.IsControl(r) && !unicode.Is(unicode.Cf, r) && !fonts.Draws(r) { // a format mark (a BOM) is never drawn
						t.Errorf("%s: %q has %q (U+%04X), which the fonts do not draw", path, s, r, r)
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d strings read: the walk missed the screens", checked)
	}
}
