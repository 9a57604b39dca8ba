package scenes

import (
	"time"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// The menus (scenes/menus) are opened through the shell: it is their menus.Host, and it starts
// for them the screens above them (a game, its replay, online play, a lesson).

// Title is the title screen of this shell.
func (sh *Shell) Title() *menus.Title { return menus.NewTitle(sh.host()) }

// NewSaves opens the saved games; back is the screen to return to.
func NewSaves(sh *Shell, back engine.Scene) *menus.Saves { return menus.NewSaves(sh.host(), back) }

// NewSettingsScene opens the settings; back is the screen to return to.
func NewSettingsScene(sh *Shell, back engine.Scene) *menus.SettingsScene {
	return menus.NewSettingsScene(sh.host(), back)
}

// NewRules opens the rules; back is the screen to return to.
func NewRules(sh *Shell, back engine.Scene) *menus.Rules { return menus.NewRules(sh.host(), back) }

// NewLessonList opens the list of lessons.
func NewLessonList(sh *Shell) *menus.LessonList { return menus.NewLessonList(sh.host()) }

// NewSetup opens the new game's screen.
func NewSetup(sh *Shell) *menus.Setup { return menus.NewSetup(sh.host()) }

// NewSetupFrom opens the new game's screen to go on from a position with the seats given.
func NewSetupFrom(sh *Shell, from *game.State, seats []session.Seat, back engine.Scene) *menus.Setup {
	return menus.NewSetupFrom(sh.host(), from, seats, back)
}

// NewSeed is a fresh seed for a deal, nobody's to guess.
func NewSeed() uint64 { return menus.NewSeed() }

// host is the shell as the menus see it.
func (sh *Shell) host() menus.Host {
	h := menuHost{sh}
	return menus.Host{Look: h, Prefs: h, Keep: h, Games: h, Platform: h, Reach: sh.Reach}
}

// menuHost is the shell as the menus' Host, each part of it: its fields said as methods.
type menuHost struct{ sh *Shell }

func (h menuHost) Theme() *ui.Theme             { return h.sh.theme() }
func (h menuHost) Palette() *assets.Palette     { return h.sh.Palette() }
func (h menuHost) Settings() *settings.Settings { return &h.sh.Settings }
func (h menuHost) SaveSettings() string         { return h.sh.SaveSettings() }
func (h menuHost) Store() storage.Store         { return h.sh.Store }
func (h menuHost) InBrowser() bool              { return h.sh.InBrowser }
func (h menuHost) PlaySound(name string)        { h.sh.play(name) }
func (h menuHost) TraceControls() func(string)  { return h.sh.Hooks.Controls }
func (h menuHost) Notice() string               { return h.sh.Notice }
func (h menuHost) Seed() uint64                 { return h.sh.Seed }
func (h menuHost) Reseed()                      { h.sh.Seed = NewSeed() }
func (h menuHost) Unsaved() bool                { return !h.sh.kept.None() }
func (h menuHost) Backdrop() *menus.Backdrop    { return &h.sh.backdrop }

func (h menuHost) NoSound() bool { return h.sh.Sound == nil }

func (h menuHost) SoundErr() error {
	if h.sh.Sound == nil {
		return nil
	}
	return h.sh.Sound.Err
}

func (h menuHost) OnlineLabel(now time.Time) (string, bool) { return h.sh.onlineLabel(now) }

// Paste hands the clipboard's answer on in the menus' type.
func (h menuHost) Paste() <-chan menus.Pasted {
	in, out := h.sh.pasteText(), make(chan menus.Pasted, 1)
	select {
	case got := <-in: // a clipboard that answers at once is taken in this frame
		out <- menus.Pasted{Text: got.Text, Err: got.Err}
		return out
	default:
	}
	go func() {
		got := <-in
		out <- menus.Pasted{Text: got.Text, Err: got.Err}
	}()
	return out
}

func (h menuHost) Play(cfg session.Config, started func() string) (engine.Scene, error) {
	p, err := h.sh.Play(cfg)
	if err != nil {
		return nil, err
	}
	if started != nil {
		if msg := started(); msg != "" {
			p.say(msg)
		}
	}
	return p, nil
}

func (h menuHost) Continue(ctx *engine.Context) error           { return h.sh.Continue(ctx) }
func (h menuHost) Resume(ctx *engine.Context, key string) error { return h.sh.Resume(ctx, key) }
func (h menuHost) Online(back engine.Scene) engine.Scene        { return NewOnline(h.sh, back) }
func (h menuHost) StartLesson(ctx *engine.Context, i int) error { return h.sh.StartLesson(ctx, i) }

func (h menuHost) Replay(rec *game.Record, seats []session.Seat, back engine.Scene) engine.Scene {
	return NewReplay(h.sh, rec, seats, back)
}

// Review opens the Expert's review of a finished game from the Load screen: as the replay's, it
// counts in no statistics (the game was counted, or could have been, where it was played).
func (h menuHost) Review(rec *game.Record, seats []session.Seat, back engine.Scene) engine.Scene {
	return newReview(h.sh, rec, seats, back)
}

func (h menuHost) CloseAsked(ctx *engine.Context, current engine.Scene) bool {
	return h.sh.CloseAsked(ctx, current)
}
