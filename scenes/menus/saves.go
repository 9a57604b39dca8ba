package menus

import (
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// Saves is the Load screen: the games in progress to continue and the finished games to replay
// and to review, two shelves side by side on a wide screen and one at a time under two tabs on a
// narrow one. Each row has its buttons; a row is chosen by a click or the arrow keys, and Enter
// opens it, R replays it, Delete deletes it (asked twice). With nothing kept, it says what will
// come here and offers a new game and the lessons.
type Saves struct {
	sh      Host
	back    engine.Scene
	shelves [shelves]*shelf
	at      int  // the shelf the keys act on (and the one shown under the tabs)
	chosen  bool // the player chose the shelf: the newest game's no longer picks it
	ctl     ui.Controls
	err     string
	clickAt time.Time
	clickOn ui.ID
	// cont: a game waits for the title's Continue (kept by itself, not by name): where the games
	// in progress are none, Load says so and offers it (review 6, m32: "No games yet" while
	// Continue had one)
	cont bool
}

// picKey is what the boards' pictures were painted for: a size and a palette.
type picKey struct {
	cell float64
	pal  *assets.Palette
}

// NewSaves opens the Load screen; back is the screen to return to.
func NewSaves(sh Host, back engine.Scene) *Saves {
	s := &Saves{sh: sh, back: back}
	can, _ := session.CanContinue(sh.Keep.Store()) // an unreadable one is the title's to explain
	s.cont = can || sh.Keep.Unsaved()
	for k := range s.shelves {
		s.shelves[k] = newShelf(k)
	}
	return s
}

// leave goes to another screen for good, giving back what the lists held: their rows, their
// pictures on the GPU, and the memory to the system (the list of 1,000 saves stayed at gigabytes
// on the title).
func (s *Saves) leave(ctx *engine.Context, to engine.Scene) {
	if to != nil {
		ctx.Switch(to)
	}
	for _, sf := range s.shelves {
		sf.forget()
	}
	go debug.FreeOSMemory()
}

// loaded reports that both shelves have been listed.
func (s *Saves) loaded() bool { return s.shelves[inProgress].loaded && s.shelves[finished].loaded }

// Update implements engine.Scene.
func (s *Saves) Update(ctx *engine.Context) (bool, error) {
	st := s.sh.Keep.Store()
	came := false
	for _, sf := range s.shelves {
		if !sf.loaded && sf.reading == nil {
			sf.reload(st)
		}
		came = sf.poll(st) || came
	}
	if came {
		s.settle()
	}
	if ctx.In.KeyPressed(ebiten.KeyEscape) {
		s.leave(ctx, s.back)
		return true, nil
	}
	id, redraw := s.ctl.Update(ctx)
	for k, sf := range s.shelves { // a shelf shown scrolls by a drag in it, or the wheel over it
		shown := k == s.at || wideShelves(ctx)
		if !shown || ctx.In.Wheel != 0 && !sf.list0.In(ctx.In.X, ctx.In.Y) {
			continue
		}
		redraw = sf.page.Update(ctx) || redraw
	}
	pressed := !id.IsZero()
	id = s.clicked(ctx, id)
	moved := false
	if id.IsZero() {
		id, moved = s.keyed(ctx)
	}
	s.act(ctx, id)
	return redraw || came || pressed || moved || !id.IsZero(), nil
}

// settle picks, once both lists are read and until the player chooses, the shelf of the newest
// game, its first row chosen: the game a player looks for is most often the last one.
func (s *Saves) settle() {
	for _, sf := range s.shelves {
		if sf.sel < 0 && len(sf.refs) > 0 {
			sf.choose(0)
		}
	}
	if s.chosen || !s.loaded() {
		return
	}
	a, okA := s.shelves[inProgress].newest()
	b, okB := s.shelves[finished].newest()
	s.at = inProgress
	if okB && (!okA || b >= a) && (okA || !s.cont) { // Continue's game is the newest where it is shown
		s.at = finished
	}
}

// clicked turns a click on a row's card into the row chosen (a second click soon after opens it)
// and a tab into its shelf; it returns the action to take.
func (s *Saves) clicked(ctx *engine.Context, id ui.ID) ui.ID {
	if id.IsZero() {
		return id
	}
	for k, ids := range shelfIDs {
		if i, ok := ids.card.Index(id); ok {
			double := id == s.clickOn && ctx.Now.Sub(s.clickAt) < 400*time.Millisecond
			s.at, s.chosen, s.clickOn, s.clickAt = k, true, id, ctx.Now
			s.shelves[k].choose(i)
			if double {
				return ids.main.At(i)
			}
			return ui.ID{}
		}
	}
	for k, tab := range shelfTabs {
		if id == tab {
			s.at, s.chosen = k, true
			return ui.ID{}
		}
	}
	return id
}

// act does what a button asks.
func (s *Saves) act(ctx *engine.Context, id ui.ID) {
	switch id {
	case idBack:
		s.leave(ctx, s.back)
		return
	case idNew:
		s.leave(ctx, NewSetup(s.sh))
		return
	case idLearn:
		s.leave(ctx, NewLessonList(s.sh))
		return
	case idContinue:
		if err := s.sh.Games.Continue(ctx); err != nil {
			s.err = "The last game cannot be continued: " + err.Error()
		} else {
			s.leave(ctx, nil) // Continue switched to the game
		}
		return
	}
	for k, ids := range shelfIDs {
		sf := s.shelves[k]
		if i, ok := ids.main.Index(id); ok {
			s.open(ctx, k, sf.name(i))
		} else if i, ok := ids.replay.Index(id); ok {
			s.replay(ctx, k, sf.name(i))
		} else if i, ok := ids.del.Index(id); ok {
			s.delete(k, i)
		}
	}
}

// open continues a game in progress, or reviews a finished one.
func (s *Saves) open(ctx *engine.Context, k int, name string) {
	st := s.sh.Keep.Store()
	if k == inProgress {
		if err := s.sh.Games.Resume(ctx, name); err != nil {
			s.err = "This save cannot be loaded: " + err.Error()
		} else {
			s.leave(ctx, nil) // Resume switched to the game
		}
		return
	}
	cfg, err := session.LoadFinished(st, name)
	if err != nil {
		s.err = "This game cannot be reviewed: " + err.Error()
		return
	}
	ctx.Switch(s.sh.Games.Review(cfg.Record, cfg.Seats, s)) // Back comes back to this list as it was
}

// replay watches a game from its start; Back comes back to this list as it was.
func (s *Saves) replay(ctx *engine.Context, k int, name string) {
	st := s.sh.Keep.Store()
	var cfg session.Config
	var err error
	if k == inProgress {
		cfg, err = session.LoadConfig(st, name)
	} else {
		cfg, err = session.LoadFinished(st, name)
	}
	if err != nil {
		s.err = "This game cannot be replayed: " + err.Error()
		return
	}
	ctx.Switch(s.sh.Games.Replay(cfg.Record, cfg.Seats, s))
}

// delete deletes row i of shelf k once asked twice.
func (s *Saves) delete(k, i int) {
	sf := s.shelves[k]
	s.at, s.chosen = k, true
	if sf.sel != i || !sf.confirm {
		sf.choose(i)
		sf.confirm = true
		return
	}
	st, name := s.sh.Keep.Store(), sf.name(i)
	var err error
	if k == inProgress {
		err = session.DeleteSave(st, name)
	} else {
		err = session.DeleteFinished(st, name)
	}
	if err != nil {
		s.err = "Not deleted: " + err.Error()
	}
	sf.confirm = false
	sf.reload(st)
}
