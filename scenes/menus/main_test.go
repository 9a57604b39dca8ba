//go:build display

package menus

import (
	"errors"
	"testing"
	"time"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
	"tigris/storage"
)

// The tests run beside Ebitengine's loop, each in frames of its own.
func TestMain(m *testing.M) { drawtest.Main(m) }

// testHost is a shell for the menus alone: its settings and store in memory, the screens above
// the menus refused (the shell's own tests, in scenes, go through them).
type testHost struct {
	settings  settings.Settings
	store     storage.Store
	theme     *ui.Theme
	pal       *assets.Palette
	backdrop  Backdrop
	started   []session.Config // the games asked for
	opened    []opened         // the replays and reviews asked for
	continued int              // how often Continue was asked for
}

func newTestHost() *testHost {
	return &testHost{settings: settings.DefaultSettings(), store: storage.NewMemory(), theme: &themes.Ancient, pal: &assets.Normal}
}

// host is the test shell as the menus see it.
func (h *testHost) host() Host { return Host{Look: h, Prefs: h, Keep: h, Games: h, Platform: h} }

var errNotHere = errors.New("no game screens in the menus' tests")

func (h *testHost) Theme() *ui.Theme                     { return h.theme }
func (h *testHost) Palette() *assets.Palette             { return h.pal }
func (h *testHost) Settings() *settings.Settings         { return &h.settings }
func (h *testHost) SaveSettings() string                 { return "" }
func (h *testHost) Store() storage.Store                 { return h.store }
func (h *testHost) InBrowser() bool                      { return false }
func (h *testHost) PlaySound(string)                     {}
func (h *testHost) SoundErr() error                      { return nil }
func (h *testHost) NoSound() bool                        { return false }
func (h *testHost) TraceControls() func(string)          { return nil }
func (h *testHost) Notice() string                       { return "" }
func (h *testHost) Seed() uint64                         { return 42 }
func (h *testHost) Reseed()                              {}
func (h *testHost) Unsaved() bool                        { return false }
func (h *testHost) Backdrop() *Backdrop                  { return &h.backdrop }
func (h *testHost) OnlineLabel(time.Time) (string, bool) { return "Play online", false }
func (h *testHost) Paste() <-chan Pasted {
	ch := make(chan Pasted, 1)
	ch <- Pasted{Err: errNotHere}
	return ch
}
func (h *testHost) Play(cfg session.Config, _ func() string) (engine.Scene, error) {
	h.started = append(h.started, cfg)
	return nil, errNotHere
}
func (h *testHost) Continue(*engine.Context) error                { h.continued++; return errNotHere }
func (h *testHost) Resume(*engine.Context, string) error          { return errNotHere }
func (h *testHost) Online(back engine.Scene) engine.Scene         { return back }
func (h *testHost) StartLesson(*engine.Context, int) error        { return errNotHere }
func (h *testHost) CloseAsked(*engine.Context, engine.Scene) bool { return true }
func (h *testHost) Replay(rec *game.Record, seats []session.Seat, back engine.Scene) engine.Scene {
	h.opened = append(h.opened, opened{"replay", rec, back})
	return back
}
func (h *testHost) Review(rec *game.Record, seats []session.Seat, back engine.Scene) engine.Scene {
	h.opened = append(h.opened, opened{"review", rec, back})
	return back
}

// opened is a replay or a review the menus asked for, and where it would come back.
type opened struct {
	what string
	rec  *game.Record
	back engine.Scene
}

// newContext is a screen of w x h device pixels at a scale, for a test in frames of its own.
func newContext(t *testing.T, w, h int, scale float64) *engine.Context {
	t.Helper()
	drawtest.Start(t)
	fonts, err := engine.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	return &engine.Context{W: w, H: h, Scale: scale, Device: scale, In: &engine.Input{}, Fonts: fonts, Now: time.Now()}
}
