package menus

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/storage"
)

// The Load list costs what is on screen: the saves are listed from their first lines, each row is
// read whole only when it is shown (off the screen's goroutine), and the rows read and their
// pictures are kept for the rows shown lately, not for every save. Thousands of saves (an
// "Unfinished" one is kept at every new game) list at once in a few megabytes.
const (
	keptRows     = 512 // rows read and kept (a few kilobytes each)
	keptPictures = 64  // board pictures kept, at least twice the rows on screen
	queuedRows   = 32  // rows waiting to be read: a fast scroll forgets the rows it passed
	firstRows    = 12  // rows read with the list, so its first screen comes whole
)

// saveRow is a row once read: a save's line, or a finished game's, and its board as it was left
// or as it ended.
type saveRow struct {
	entry session.SaveEntry
	done  session.FinishedEntry // a finished game's line (the finished shelf)
	board *miniBoard            // nil when it cannot be read
}

// err is why the row's game cannot be opened, or nil.
func (r saveRow) err() error {
	if r.entry.Err != nil {
		return r.entry.Err
	}
	return r.done.Err
}

// readSaved reads a save's row.
func readSaved(st storage.Store, name string) saveRow {
	e, left := session.DescribeSave(st, name)
	return saveRow{entry: e, board: boardOf(left)}
}

// readFinished reads a finished game's row.
func readFinished(st storage.Store, name string) saveRow {
	e, end := session.DescribeFinished(st, name)
	return saveRow{entry: session.SaveEntry{Name: name, Saved: e.Ended, Over: true}, done: e, board: boardOf(end)}
}

// listed is a shelf's list once read.
type listed struct {
	refs  []session.SaveRef
	first map[string]saveRow // the first rows, read with it
	err   error
}

// readList reads a shelf's names and dates off the screen's goroutine, and its first rows.
func readList(st storage.Store, list func(storage.Store) ([]session.SaveRef, error), read rowRead) <-chan listed {
	ch := make(chan listed, 1)
	go func() {
		refs, err := list(st)
		first := map[string]saveRow{}
		for _, r := range refs[:min(firstRows, len(refs))] {
			first[r.Name] = read(st, r.Name)
		}
		ch <- listed{refs, first, err}
	}()
	return ch
}

// rowRead reads one row of a shelf whole.
type rowRead func(st storage.Store, name string) saveRow

// rowReader reads the rows asked for on one goroutine, the latest asked first (the rows on
// screen now), and forgets rows asked long ago.
type rowReader struct {
	st      storage.Store
	read    rowRead
	mu      sync.Mutex
	queue   []string
	pending map[string]bool // queued, being read, or read and not yet taken
	done    []readName
	running bool
	stopped bool
}

type readName struct {
	name string
	row  saveRow
}

// want asks for a row, once.
func (r *rowReader) want(name string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.pending[name] || r.stopped {
		return
	}
	r.pending[name] = true
	r.queue = append(r.queue, name)
	if len(r.queue) > queuedRows {
		delete(r.pending, r.queue[0])
		r.queue = r.queue[1:]
	}
	if !r.running {
		r.running = true
		go r.work()
	}
}

func (r *rowReader) work() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for len(r.queue) > 0 && !r.stopped {
		name := r.queue[len(r.queue)-1]
		r.queue = r.queue[:len(r.queue)-1]
		r.mu.Unlock()
		row := r.read(r.st, name)
		r.mu.Lock()
		r.done = append(r.done, readName{name, row})
	}
	r.running = false
}

// take hands over the rows read.
func (r *rowReader) take() []readName {
	r.mu.Lock()
	defer r.mu.Unlock()
	got := r.done
	r.done = nil
	for _, g := range got {
		delete(r.pending, g.name)
	}
	return got
}

// stop forgets every row asked for; a row being read is read and dropped.
func (r *rowReader) stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.stopped, r.queue, r.done = true, nil, nil
}

// miniBoard is what a save's small picture shows: the map and what stands on each space.
type miniBoard struct {
	mp    game.MapID
	cells [game.NCells]game.Cell
}

// boardOf is the board of a game as it was left, or nil.
func boardOf(s *game.State) *miniBoard {
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
	img := engine.NewImage(int(cell)*game.Cols+1, int(cell)*game.Rows+1)
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
