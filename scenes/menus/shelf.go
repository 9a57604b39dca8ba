package menus

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/scenes/session"
	"tigris/scenes/ui"
	"tigris/storage"
)

// The Load screen has two shelves, told apart everywhere: the games in progress (saved by name, or
// kept when a new game replaced them) to continue, and the finished games to replay and review.
const (
	inProgress = iota
	finished
	shelves
)

// shelfIDs are each shelf's controls, one id a row: the card, its main action (Continue, Review),
// Replay and Delete ("load0", "replay0" in progress; "review-0", "replay-0" finished).
var shelfIDs = [shelves]struct{ card, main, replay, del ui.List }{
	{ui.Numbered("row"), ui.Numbered("load"), ui.Numbered("replay"), ui.Numbered("delete")},
	{ui.Dashed("finished"), ui.Dashed("review"), ui.Dashed("replay"), ui.Dashed("delete")},
}

// shelf is one list of the Load screen: its rows listed by name and date at once, each read
// whole only when it is shown (savelist.go), and the pictures of the rows shown lately.
type shelf struct {
	kind      int
	list      func(storage.Store) ([]session.SaveRef, error)
	read      rowRead
	refs      []session.SaveRef           // every row, the newest first
	rows      *lru[string, saveRow]       // the rows read lately, by name
	pics      *lru[string, *ebiten.Image] // their boards' pictures, painted for picKey
	picKey    picKey
	rowReader *rowReader // reads the rows shown that are not kept
	listErr   error
	reading   <-chan listed // the list being read
	loaded    bool
	sel       int  // the row chosen, or -1
	confirm   bool // the chosen row's Delete asks once more
	page      ui.Page
	stride    float64 // the rows' distance at the last draw, to scroll to the chosen one
	list0     ui.Rect // where its rows were drawn last (none when it was not drawn)
}

func newShelf(kind int) *shelf {
	s := &shelf{kind: kind, sel: -1, rows: newLRU[string, saveRow](keptRows, nil),
		pics: newLRU[string](keptPictures, func(img *ebiten.Image) { img.Deallocate() })}
	s.list, s.read = session.ListSaveRefs, readSaved
	if kind == finished {
		s.list, s.read = session.ListFinishedRefs, readFinished
	}
	return s
}

// reload reads the list again (at the start, and after a delete).
func (s *shelf) reload(st storage.Store) {
	if s.rowReader != nil {
		s.rowReader.stop()
	}
	s.reading, s.loaded = readList(st, s.list, s.read), false
}

// poll takes the list once it is read and the rows read since the last frame, and reports
// whether anything came.
func (s *shelf) poll(st storage.Store) bool {
	came := false
	select {
	case got := <-s.reading:
		s.refs, s.listErr, s.reading, s.loaded = got.refs, got.err, nil, true
		s.rows.clear()
		for name, r := range got.first {
			s.rows.put(name, r)
		}
		s.pics.clear()
		s.rowReader = &rowReader{st: st, read: s.read, pending: map[string]bool{}}
		s.sel = min(s.sel, len(s.refs)-1)
		came = true
	default:
	}
	if s.rowReader != nil {
		got := s.rowReader.take()
		for _, r := range got {
			s.rows.put(r.name, r.row)
		}
		came = came || len(got) > 0
	}
	return came
}

// forget gives back what the shelf holds (its screen is left for good).
func (s *shelf) forget() {
	if s.rowReader != nil {
		s.rowReader.stop()
	}
	s.rowReader, s.refs, s.reading, s.loaded = nil, nil, nil, false
	s.rows.clear()
	s.pics.clear()
}

// row is row i if it has been read.
func (s *shelf) row(i int) (saveRow, bool) {
	if i < 0 || i >= len(s.refs) {
		return saveRow{}, false
	}
	return s.rows.get(s.refs[i].Name)
}

// usable reports that row i is read and its game can be opened.
func (s *shelf) usable(i int) bool {
	r, ok := s.row(i)
	return ok && r.err() == nil
}

// name is row i's name, or "".
func (s *shelf) name(i int) string {
	if i < 0 || i >= len(s.refs) {
		return ""
	}
	return s.refs[i].Name
}

// choose makes row i the chosen one (clamped), its Delete asking anew.
func (s *shelf) choose(i int) {
	if len(s.refs) == 0 {
		s.sel, s.confirm = -1, false
		return
	}
	i = max(0, min(i, len(s.refs)-1))
	if i != s.sel {
		s.confirm = false
	}
	s.sel = i
}

// picture is a row's board painted small, kept for a size and palette while it is shown.
func (s *shelf) picture(name string, b *miniBoard, key picKey) *ebiten.Image {
	if key != s.picKey {
		s.pics.clear()
		s.picKey = key
	}
	if img, ok := s.pics.get(name); ok {
		return img
	}
	img := b.picture(key.cell, key.pal)
	s.pics.put(name, img)
	return img
}

// scrollToChosen brings the chosen row into the shelf's view (a key moved the choice).
func (s *shelf) scrollToChosen() {
	if s.sel < 0 || s.stride == 0 {
		return
	}
	top := float64(s.sel) * s.stride
	view := s.page.ViewHeight()
	switch off := s.page.Offset(); {
	case top < off:
		s.page.ScrollTo(top)
	case top+s.stride > off+view:
		s.page.ScrollTo(top + s.stride - view)
	}
}

// newest is when the shelf's newest row was written (zero: none, or unknown).
func (s *shelf) newest() (t int64, ok bool) {
	if len(s.refs) == 0 {
		return 0, false
	}
	return s.refs[0].Saved.UnixNano(), true
}
