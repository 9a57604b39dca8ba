package menus

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/storage"
)

// listed is the Load list once read.
type listed struct {
	list   []session.SaveEntry
	boards []*miniBoard // each save's board, nil where it cannot be read
	err    error
}

// readSaveList reads and describes the saves off the screen's goroutine: each is replayed to
// tell its turn and its board, and twenty long ones froze the screen for seconds.
func readSaveList(st storage.Store) <-chan listed {
	ch := make(chan listed, 1)
	go func() {
		list, err := session.ListSaves(st)
		boards := make([]*miniBoard, len(list))
		for i, e := range list {
			if e.Err == nil {
				boards[i] = boardOfSave(st, e.Name)
			}
		}
		ch <- listed{list, boards, err}
	}()
	return ch
}

// pollList takes the list once it is read, and reports that it came.
func (s *Saves) pollList() bool {
	select {
	case got := <-s.reading:
		s.dropPictures()
		s.list, s.boards, s.listErr, s.reading, s.loaded = got.list, got.boards, got.err, nil, true
		s.sel = min(s.sel, len(s.list)-1)
		return true
	default:
		return false
	}
}

// miniBoard is what a save's small picture shows: the map and what stands on each space.
type miniBoard struct {
	mp    game.MapID
	cells [game.NCells]game.Cell
}

// boardOfSave is the board of a save as it was left, or nil when it cannot be read.
func boardOfSave(st storage.Store, name string) *miniBoard {
	cfg, err := session.LoadConfig(st, name)
	if err != nil {
		return nil
	}
	s := cfg.Start
	if cfg.Record != nil {
		s = cfg.Record.State()
	}
	if s == nil {
		return nil
	}
	b := &miniBoard{mp: s.Options().Map}
	for i := range b.cells {
		b.cells[i] = s.Cell(i)
	}
	return b
}

// picture paints the board at cell pixels a space, in a palette: land and rivers, each tile in
// its colour, leaders as discs, treasures as gold dots, monuments dark.
func (b *miniBoard) picture(cell float64, pal *assets.Palette) *ebiten.Image {
	cell = math.Max(2, math.Floor(cell))
	img := ebiten.NewImage(int(cell)*game.Cols+1, int(cell)*game.Rows+1)
	img.Fill(pal.Grid)
	mp := game.MapOf(b.mp)
	in := math.Max(1, math.Floor(cell/8)) // the grid's line
	for i, c := range b.cells {
		x, y := float64(i%game.Cols)*cell+in, float64(i/game.Cols)*cell+in
		w := cell - in
		ground := pal.Land
		if mp.River[i] {
			ground = pal.River
		}
		engine.Rect(img, x, y, w, w, ground)
		switch c.Kind {
		case game.Tile:
			fill := pal.Tile[c.Color]
			if c.Flags&game.FlagFaceDown != 0 {
				fill = pal.TileDark[c.Color]
			}
			engine.Rect(img, x, y, w, w, fill)
		case game.Leader:
			engine.Circle(img, x+w/2, y+w/2, w/2, pal.TileDark[c.Color])
			engine.Circle(img, x+w/2, y+w/2, w/3, pal.Tile[c.Color])
		case game.Catastrophe:
			engine.Rect(img, x, y, w, w, engine.RGB(70, 48, 36))
			engine.Line(img, x, y, x+w, y+w, math.Max(1, w/6), engine.RGB(236, 120, 50))
		case game.WonderPart:
			engine.Rect(img, x, y, w, w, pal.Gold)
		}
		if c.Treasure() {
			engine.Circle(img, x+w/2, y+w/2, math.Max(1, w/4), pal.Gold)
		}
	}
	return img
}
