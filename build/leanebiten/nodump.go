package main

import (
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
)

// noDump leaves out of the copy Ebitengine's dump of its images (PNG files, in a zip for its
// internal ones, downloaded by the page): a debugging aid started by a key named in an
// environment variable (EBITENGINE_SCREENSHOT_KEY, EBITENGINE_INTERNAL_IMAGES_KEY), which a
// page has none of. It linked archive/zip, compress/flate and a PNG encoder into the page.
func noDump(copied string) error {
	const none = "\treturn errNoDump"
	if err := replaceBodies(filepath.Join(copied, "internal/graphicscommand/image.go"),
		map[string]string{"dumpTo": none}, "github.com/hajimehoshi/ebiten/v2/internal/png"); err != nil {
		return err
	}
	if err := replaceBodies(filepath.Join(copied, "internal/graphicscommand/image_js.go"),
		map[string]string{"Dump": "\treturn \"\", errNoDump", "DumpImages": "\treturn \"\", errNoDump"}, "archive/zip"); err != nil {
		return err
	}
	f, err := os.OpenFile(filepath.Join(copied, "internal/graphicscommand/image.go"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(f, "\n// errNoDump: this copy of Ebitengine (build/leanebiten) dumps no images.\nvar errNoDump = fmt.Errorf(\"graphicscommand: images are not dumped in the browser's build\")")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// replaceBodies gives each function of the file at path named in bodies that body, and drops the
// imports of drop then unused. Every function named must be there, and the file must still be
// Go, or the copy is refused (a new Ebitengine that this command does not know yet).
func replaceBodies(path string, bodies map[string]string, drop ...string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, 0)
	if err != nil {
		return err
	}
	var b strings.Builder
	last, done := 0, 0
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		body, ok := bodies[fn.Name.Name]
		if !ok {
			continue
		}
		b.Write(src[last:fset.Position(fn.Body.Pos()).Offset])
		b.WriteString("{\n" + body + "\n}")
		last = fset.Position(fn.Body.End()).Offset
		done++
	}
	b.Write(src[last:])
	if done != len(bodies) {
		return fmt.Errorf("%s: %d of the functions %v found (a new Ebitengine? see build/leanebiten/nodump.go)", path, done, keys(bodies))
	}
	out, err := format.Source(dropUnused([]byte(b.String()), drop...))
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, out, 0o644)
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
