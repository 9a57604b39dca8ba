//go:build display

package menus

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
	"tigris/storage"
)

// finishGames plays n games to their end, each kept in the host's store by the session as a game
// that ends is: dealt games played at random to near their end, then by Random bots.
func finishGames(t *testing.T, h *testHost, n int) []*game.Record {
	t.Helper()
	var recs []*game.Record
	for i := range n {
		rec, err := game.NewRecord(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull, game.Lion}, Buildings: i == 1}, uint64(30+i))
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRNG(uint64(30 + i))
		for k := 0; k < 5000 && !rec.State().Over(); k++ {
			m, _ := rec.State().RandomMove(rng)
			rec.Apply(m)
		}
		rec.Truncate(len(rec.Moves()) - 2)
		s, err := session.New(session.Config{Store: h.store, Record: rec, Seats: []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"},
			{Dynasty: game.Bull, Level: ai.Expert}, {Dynasty: game.Lion, Level: ai.Random}}})
		if err != nil {
			t.Fatal(err)
		}
		for !s.State().Over() { // the person's last decisions, then the bots'
			if s.HumanToDecide() {
				m, _ := s.State().RandomMove(rng)
				if err := s.Try(m); err != nil {
					t.Fatal(err)
				}
				continue
			}
			s.Ready()
			poll.Until(t, time.Minute, "a bot's decision", func() bool { return s.Poll(time.Now().Add(time.Hour)) || s.State().Over() || s.HumanToDecide() })
		}
		if err := s.Flush(); err != nil || s.FinishedAs() == "" {
			t.Fatalf("the finished game was not kept: %v", err)
		}
		// a minute apart, the first the oldest (they end within a second, and a save says the second)
		key := "finished/" + s.FinishedAs()
		data, _ := h.store.Get(key)
		kept, info, err := game.UnmarshalInfo(data)
		if err != nil {
			t.Fatal(err)
		}
		info.Saved = time.Date(2026, 11, 1, 12, i, 0, 0, time.Local)
		h.store.Put(key, kept.MarshalInfo(info))
		recs = append(recs, s.Record())
	}
	return recs
}

// loadScreen opens the Load screen on the host and waits until both lists are read.
func loadScreen(t *testing.T, ctx *engine.Context, h *testHost) *Saves {
	t.Helper()
	s := NewSaves(h.host(), NewTitle(h.host()))
	waitRead(t, ctx, s)
	for range 3 { // the first rows read beside the lists
		draw(ctx, s).Deallocate()
	}
	return s
}

// hit is the control of that id as last drawn.
func hit(s *Saves, id string) (ui.Control, bool) {
	for _, c := range s.ctl.Hits {
		if c.ID.String() == id {
			return c, true
		}
	}
	return ui.Control{}, false
}

// tap clicks a control of the Load screen where it was drawn, as a mouse or a finger does.
func tap(t *testing.T, ctx *engine.Context, s *Saves, id string) {
	t.Helper()
	draw(ctx, s).Deallocate()
	c, ok := hit(s, id)
	if !ok || !c.Enabled {
		t.Fatalf("%s is not offered (%v)", id, ids(s))
	}
	ctx.In.X, ctx.In.Y, ctx.In.Pressed, ctx.In.Down = int(c.R.X+c.R.W/2), int(c.R.Y+c.R.H/2), true, true
	s.Update(ctx)
	ctx.In.Pressed, ctx.In.Down, ctx.In.Released = false, false, true // a page that scrolls takes the click on release
	s.Update(ctx)
	ctx.In.Released = false
}

func ids(s *Saves) []string {
	var out []string
	for _, c := range s.ctl.Hits {
		out = append(out, c.ID.String())
	}
	return out
}

// With nothing kept, the Load screen says what will come there and offers a new game and the
// lessons, which open.
func TestLoadWhenEmptyOffersTheFirstGame(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	ctx.In = &engine.Input{}
	for _, want := range []string{"new", "learn"} {
		h := newTestHost()
		s := loadScreen(t, ctx, h)
		if !s.empty() {
			t.Fatal("an empty store is not shown as empty")
		}
		ctx.TakeSwitch()
		tap(t, ctx, s, want)
		switch next := ctx.TakeSwitch(); next.(type) {
		case *Setup:
			if want != "new" {
				t.Fatalf("%s opened the setup", want)
			}
		case *LessonList:
			if want != "learn" {
				t.Fatalf("%s opened the lessons", want)
			}
		default:
			t.Fatalf("%s opened %T", want, next)
		}
	}
}

// A game in progress kept for Continue (not saved by name) is not hidden behind "No games yet":
// the empty Load screen, and the empty shelf of games in progress beside finished games, say
// where it is and offer Continue, which goes to it (review 6, m32).
func TestLoadOffersTheGameContinueHolds(t *testing.T) {
	for _, size := range []shotSize{shotSizes[0], shotSizes[2]} {
		for _, finished := range []int{0, 2} {
			t.Run(fmt.Sprintf("%s-%d", size.name, finished), func(t *testing.T) { loadWithContinue(t, size, finished) })
		}
	}
}

// loadWithContinue is the Load screen at size over finished games and a game in progress kept for
// Continue alone: Continue is offered and goes to it.
func loadWithContinue(t *testing.T, size shotSize, finished int) {
	t.Helper()
	ctx := contextAt(t, size)
	ctx.In = &engine.Input{}
	h := newTestHost()
	finishGames(t, h, finished)
	s, err := session.New(session.Config{Store: h.store, Seed: 5,
		Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Random}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	ls := loadScreen(t, ctx, h)
	img := draw(ctx, ls)
	saveShot(t, img, fmt.Sprintf("load-continue-%s-%d", size.name, finished))
	img.Deallocate()
	if ls.empty() != (finished == 0) || len(ls.shelves[inProgress].refs) > 0 {
		t.Fatalf("with %d finished games the screen is empty: %v; %d games in progress by name", finished, ls.empty(), len(ls.shelves[inProgress].refs))
	}
	tap(t, ctx, ls, "continue")
	if h.continued != 1 {
		t.Fatalf("with %d finished games Continue went to the game %d times", finished, h.continued)
	}
}

// The finished games are listed the newest first beside the games in progress; each offers
// Review, Replay and Delete, and a damaged one is listed with its reason and Delete alone, and
// deleted (asked twice) without the list failing.
func TestLoadListsFinishedGames(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	h := newTestHost()
	withSaves(t, h)
	recs := finishGames(t, h, 3)
	h.store.Put("finished/torn", []byte("tigris-save 2\nsaved 2020-01-01T00:00:00Z\nnot a game"))
	s := loadScreen(t, ctx, h)
	list, _ := s.Finished()
	if len(list) != 4 {
		t.Fatalf("%d finished games listed, want 4", len(list))
	}
	for i, want := range []*game.Record{recs[2], recs[1], recs[0]} {
		if !list[i].Ended.After(list[i+1].Ended) && i < 2 || list[i].Err != nil || list[i].Turns != session.EndTurn(want) {
			t.Fatalf("row %d: %+v (the newest end first; turns want %d)", i, list[i], session.EndTurn(want))
		}
	}
	if list[3].Name != "torn" || list[3].Err == nil {
		t.Fatalf("the damaged record is listed as %+v", list[3])
	}
	for _, id := range []string{"review-0", "replay-0", "delete-0", "load0", "replay0", "delete0", "delete-3"} {
		if c, ok := hit(s, id); !ok || !c.Enabled {
			s.shelves[finished].page.ScrollTo(1e9)
			draw(ctx, s).Deallocate()
			if c, ok := hit(s, id); !ok || !c.Enabled {
				t.Fatalf("%s is not offered: %v", id, ids(s))
			}
		}
	}
	if _, ok := hit(s, "review-3"); ok {
		t.Fatal("a damaged record offers a review")
	}
	if first := list[0]; len(first.Players) != 3 || first.Players[0].Place != 1 || !strings.Contains(placesLine(first.Players, true), "1st") {
		t.Fatalf("the first row's players: %+v", first.Players)
	}
	wheelOver(t, ctx, s)
	s.shelves[finished].page.ScrollTo(1e9)
	tap(t, ctx, s, "delete-3")
	tap(t, ctx, s, "delete-3")
	waitRead(t, ctx, s)
	if list, _ := s.Finished(); len(list) != 3 {
		t.Fatalf("after deleting the damaged record %d are listed", len(list))
	}
	if _, err := h.store.Get("finished/torn"); err == nil {
		t.Fatal("the damaged record is still kept")
	}
}

// wheelOver turns the wheel over the finished shelf: it scrolls, the other does not.
func wheelOver(t *testing.T, ctx *engine.Context, s *Saves) {
	t.Helper()
	for _, sf := range s.shelves {
		sf.page.ScrollTo(0)
	}
	draw(ctx, s).Deallocate()
	l := s.shelves[finished].list0
	ctx.In = &engine.Input{X: int(l.X + l.W/2), Y: int(l.Y + l.H/2), Wheel: -2}
	s.Update(ctx)
	ctx.In = &engine.Input{}
	if s.shelves[finished].page.Offset() == 0 || s.shelves[inProgress].page.Offset() != 0 {
		t.Fatalf("the wheel over the finished games scrolled them by %.0f and the games in progress by %.0f",
			s.shelves[finished].page.Offset(), s.shelves[inProgress].page.Offset())
	}
}

// Review and Replay open the finished game of their row, and come back to this list; Replay of a
// game in progress opens that game; the keys choose a row and open it.
func TestLoadOpensReplayAndReview(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	h := newTestHost()
	withSaves(t, h)
	finishGames(t, h, 2)
	s := loadScreen(t, ctx, h)
	list, _ := s.Finished()
	tap(t, ctx, s, "review-1")
	tap(t, ctx, s, "replay-0")
	tap(t, ctx, s, "replay0")
	if len(h.opened) != 3 {
		t.Fatalf("opened %+v", h.opened)
	}
	for i, want := range []string{"review", "replay", "replay"} {
		if o := h.opened[i]; o.what != want || o.back != engine.Scene(s) {
			t.Fatalf("%d: %s opened, want %s coming back to the list", i, o.what, want)
		}
	}
	for i, row := range []int{1, 0} {
		cfg, _ := session.LoadFinished(h.store, list[row].Name)
		if !h.opened[i].rec.State().Equal(cfg.Record.State()) || !h.opened[i].rec.State().Over() {
			t.Fatalf("%s opened another game than its row's", h.opened[i].what)
		}
	}
	saved, _ := s.List()
	cfg, _ := session.LoadConfig(h.store, saved[0].Name)
	if h.opened[2].rec.State().Over() || len(h.opened[2].rec.Moves()) != len(cfg.Record.Moves()) {
		t.Fatal("the replay of a game in progress opened another game")
	}

	// by the keys: the finished shelf, its second row, Enter reviews it
	img := engine.NewImage(ctx.W, ctx.H)
	defer img.Deallocate()
	key := func(k ebiten.Key) { // one frame: the key, then the screen drawn
		ctx.In = &engine.Input{Keys: []ebiten.Key{k}}
		s.Update(ctx)
		ctx.In = &engine.Input{}
		s.Draw(img, ctx)
	}
	if s.at != finished {
		key(ebiten.KeyTab)
	}
	s.shelves[finished].choose(0)
	key(ebiten.KeyArrowDown)
	key(ebiten.KeyEnter)
	if o := h.opened[len(h.opened)-1]; len(h.opened) != 4 || o.what != "review" || !o.rec.State().Equal(h.opened[0].rec.State()) {
		t.Fatalf("↓ Enter opened %+v (%d opened; the chosen row %d, shelf %d)", h.opened[len(h.opened)-1], len(h.opened), s.shelves[finished].sel, s.at)
	}
}

// loadSizes are the windows the Load screen is drawn in: the desktops, a phone at 3x and the
// tablets both ways at 2x.
var loadSizes = []shotSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-390x844-3x", 390, 844, 3},
	{"tablet-768x1024-2x", 768, 1024, 2}, {"tablet-1024x768-2x", 1024, 768, 2}}

// The Load screen at every size in both themes, empty and full, both shelves (under their tabs
// where they do not stand side by side): every control inside the window and apart from the
// others (a card's buttons inside their card), and the words of a finished game on screen.
// The pictures are kept for a person with TE_SCREENSHOTS.
func TestLoadScreenFits(t *testing.T) {
	full := newTestHost()
	withSaves(t, full)
	finishGames(t, full, 3)
	full.store.Put("finished/torn", []byte("not a game"))
	pictures := os.Getenv("TE_SCREENSHOTS") != ""
	// without pictures to keep: the desktop in the board game's theme, the large desktop and the
	// phone in the other
	quick := map[[2]int]bool{{0, 0}: true, {1, settings.Space}: true, {2, settings.Space}: true}
	for n, size := range loadSizes {
		for _, theme := range []int{0, settings.Space} {
			if !pictures && !quick[[2]int{n, theme}] {
				continue
			}
			name := fmt.Sprintf("%s-%s", size.name, settings.ThemeNames[theme])
			t.Run(name, func(t *testing.T) {
				ctx := contextAt(t, size)
				for _, store := range []storage.Store{storage.NewMemory(), full.store} {
					h := newTestHost()
					h.store = store
					h.settings.Theme, h.theme = theme, themes.For(theme, false)
					if theme == settings.Space {
						h.pal = &assets.Space
					}
					s := loadScreen(t, ctx, h)
					what := "full"
					if s.empty() {
						what = "empty"
					}
					for k := range shelves {
						s.at, s.chosen = k, true
						img := draw(ctx, s)
						checkLoadFits(t, ctx, s)
						saveShot(t, img, fmt.Sprintf("load-%s-%s-%d", name, what, k))
						img.Deallocate()
						if wideShelves(ctx) || what == "empty" {
							break
						}
					}
				}
			})
		}
	}
}

// checkLoadFits checks the controls drawn last: inside the window, no two buttons over each
// other, each row's buttons inside its card.
func checkLoadFits(t *testing.T, ctx *engine.Context, s *Saves) {
	t.Helper()
	win := ui.Rect{W: float64(ctx.W), H: float64(ctx.H)}
	type row struct{ k, i int }
	cards := map[row]ui.Rect{}
	var buttons []ui.Control
	for _, c := range s.ctl.Hits {
		if !inside(c.R, win) {
			t.Errorf("%s is outside the window: %+v", c.ID, c.R)
		}
		card := false
		for k, l := range shelfIDs {
			if i, ok := l.card.Index(c.ID); ok {
				cards[row{k, i}], card = c.R, true
			}
		}
		if !card && !c.ID.IsZero() {
			buttons = append(buttons, c)
		}
	}
	for n, a := range buttons {
		for _, b := range buttons[n+1:] {
			if ui.Overlaps(a.R, b.R) && !a.Clipped && !b.Clipped {
				t.Errorf("%s and %s overlap", a.ID, b.ID)
			}
		}
		for k, l := range shelfIDs {
			for _, list := range []ui.List{l.main, l.replay, l.del} {
				i, ok := list.Index(a.ID)
				// a card is chosen above its buttons: they stand under that, within the card
				c, drawn := cards[row{k, i}]
				under := ui.Rect{X: c.X, Y: c.Y + c.H, W: c.W, H: a.R.H + 16*ctx.Scale}
				if ok && drawn && !a.Clipped && !inside(a.R, under) {
					t.Errorf("%s stands outside its card", a.ID)
				}
			}
		}
	}
}

// inside reports that a stands within r (give or take half a pixel).
func inside(a, r ui.Rect) bool {
	return a.X >= r.X && a.Y >= r.Y && a.X+a.W <= r.X+r.W+0.5 && a.Y+a.H <= r.Y+r.H+0.5
}
