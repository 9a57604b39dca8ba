package layering

import (
	"go/build"
	"strings"
	"testing"
)

// noEngine are the programs and packages that never link Ebitengine, through any of their
// imports: the rules and the bots, so a server, a tool or a tournament can use them, and the
// online side, so the server runs on a machine with no display and no graphics libraries.
var noEngine = []string{"game", "ai", "ai/review", "online/server", "online/client", "online/store/sqlite",
	"online/store/postgres", "online/relay", "cmd/tigris-server", "cmd/tigris-bot", "cmd/tigris-load",
	"cmd/tigris-review"}

// TestServerLinksNoEngine follows every import of each of noEngine, the project's own ones
// transitively, and fails at the first that imports Ebitengine, naming the path to it.
func TestServerLinksNoEngine(t *testing.T) {
	w := engineWalk{}
	for _, pkg := range noEngine {
		if path := w.via(t, pkg); path != "" {
			t.Errorf("%s links Ebitengine: %s", pkg, path)
		}
	}
}

// TestEngineFoundThroughImports checks the walk: the themes import no Ebitengine themselves
// but reach it through the widget kit and the engine; the session and the lobby's state reach
// none.
func TestEngineFoundThroughImports(t *testing.T) {
	w := engineWalk{}
	if path := w.via(t, "scenes/themes"); !strings.HasPrefix(path, "scenes/themes -> ") {
		t.Fatalf("the walk did not find Ebitengine under the themes, which draw through the engine: %q", path)
	}
	for _, pkg := range []string{"scenes/session", "scenes/lobby"} {
		if path := w.via(t, pkg); path != "" {
			t.Errorf("%s links Ebitengine: %s", pkg, path)
		}
	}
}

// engineWalk remembers, for each of the project's packages read, its chain of imports to
// Ebitengine ("" for none), so packages shared by many are read once.
type engineWalk map[string]string

// via is the chain of imports from pkg to Ebitengine ("a -> b -> ebiten"), or "" when none of
// pkg's imports reaches it.
func (w engineWalk) via(t *testing.T, pkg string) string {
	t.Helper()
	if path, read := w[pkg]; read {
		return path
	}
	w[pkg] = "" // an import cycle cannot build; this only stops the walk
	bp, err := build.Import("tigris/"+pkg, ".", 0)
	if err != nil {
		t.Fatalf("%s: %v", pkg, err)
	}
	for _, imp := range bp.Imports {
		path := ""
		switch {
		case strings.HasPrefix(imp, "github.com/hajimehoshi/ebiten/"):
			path = pkg + " -> " + imp
		case strings.HasPrefix(imp, "tigris/"):
			if via := w.via(t, strings.TrimPrefix(imp, "tigris/")); via != "" {
				path = pkg + " -> " + via
			}
		}
		if path != "" {
			w[pkg] = path
			return path
		}
	}
	return ""
}
