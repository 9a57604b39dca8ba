package assets

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets/relief"
	"tigris/engine"
	"tigris/game"
)

// Sprites are the pieces drawn for one cell size.
type Sprites struct {
	Size        int
	Pal         *Palette
	Tiles       [game.NumColors]*ebiten.Image
	Leaders     [game.NumDynasties][game.NumColors]*ebiten.Image
	Catastrophe *ebiten.Image
	Unification *ebiten.Image
	FaceDown    *ebiten.Image
	Treasure    *ebiten.Image
	Buildings   [game.NumColors]*ebiten.Image
	Wonder      *ebiten.Image                    // three cells wide: the square round its cross
	Monuments   [game.NumMonuments]*ebiten.Image // two cells wide

	later *bake // the full-size pieces still being baked off the frame, or nil
}

// slot is one sprite to bake: where it goes in Sprites and the piece it shows.
type slot struct {
	img   **ebiten.Image
	piece relief.Piece
}

func (s *Sprites) slots() []slot {
	var ss []slot
	for c := game.Color(0); c < game.NumColors; c++ {
		ss = append(ss, slot{&s.Tiles[c], relief.Piece{Kind: relief.Tile, Color: c}},
			slot{&s.Buildings[c], relief.Piece{Kind: relief.Building, Color: c}})
		for d := game.Dynasty(0); d < game.NumDynasties; d++ {
			ss = append(ss, slot{&s.Leaders[d][c], relief.Piece{Kind: relief.Leader, Color: c, Dynasty: d}})
		}
	}
	for _, k := range []struct {
		img  **ebiten.Image
		kind relief.Kind
	}{{&s.Catastrophe, relief.Catastrophe}, {&s.Unification, relief.Unification}, {&s.FaceDown, relief.FaceDown},
		{&s.Treasure, relief.Treasure}, {&s.Wonder, relief.Wonder}} {
		ss = append(ss, slot{k.img, relief.Piece{Kind: k.kind}})
	}
	for m := game.Monument(0); m < game.NumMonuments; m++ {
		ss = append(ss, slot{&s.Monuments[m], relief.Piece{Kind: relief.Monument, Monument: m}})
	}
	return ss
}

// colors are the palette's colours the pieces are made in.
func (p *Palette) colors() *relief.Colors {
	return &relief.Colors{Space: p.Space, Tile: p.Tile, Symbol: p.Symbol, Gold: p.Gold, Outline: p.Outline, House: p.House, HouseInk: p.HouseInk}
}

// bakePixels models and lights every piece at px pixels a cell with workers goroutines (quick:
// drafts); it needs no GPU.
// A bake stops early once stop is set (its pixels then are incomplete and unused).
func (s *Sprites) bakePixels(px, workers int, quick bool, stop *atomic.Bool) [][]byte {
	ss := s.slots()
	cols := s.Pal.colors()
	key := bakeKey{px, quick, *cols}
	if pix := kept.find(key); pix != nil {
		return pix
	}
	out := bakeSlots(ss, px, workers, quick, cols, stop)
	if stop == nil || !stop.Load() {
		kept.keep(key, out)
	}
	return out
}

// bakeSlots bakes the pieces of ss at px pixels a cell with workers goroutines, as bakePixels.
func bakeSlots(ss []slot, px, workers int, quick bool, cols *relief.Colors, stop *atomic.Bool) [][]byte {
	out := make([][]byte, len(ss))
	next := make(chan int, len(ss))
	for i := range ss {
		next <- i
	}
	close(next)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				if stop != nil {
					if stop.Load() {
						return
					}
					yieldToFrames() // a bake off the frame leaves the frames their time
				}
				if quick {
					out[i] = relief.BakeQuick(ss[i].piece, px, cols)
				} else {
					out[i] = relief.Bake(ss[i].piece, px, cols)
				}
			}
		})
	}
	wg.Wait()
	return out
}

// bakeKey names a set of baked pixels: the same size, quality and colours bake the same pixels.
type bakeKey struct {
	px    int
	quick bool
	cols  relief.Colors
}

// kept is the baked sets KeepBakes keeps, oldest first, within its limit of bytes.
var kept bakes

type bakes struct {
	mu           sync.Mutex
	limit, bytes int
	keys         []bakeKey
	sets         map[bakeKey][][]byte
}

// KeepBakes keeps up to limit bytes of baked pieces, so a size and palette asked for again is
// not baked again (the drawing tests walk the same window sizes test after test); the game keeps
// none (0), its sizes change only with the window.
func KeepBakes(limit int) {
	kept.mu.Lock()
	defer kept.mu.Unlock()
	kept.limit = limit
	kept.trim()
}

func (b *bakes) find(k bakeKey) [][]byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.sets[k]
}

func (b *bakes) keep(k bakeKey, pix [][]byte) {
	n := 0
	for _, p := range pix {
		n += len(p)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.limit < n || b.sets[k] != nil {
		return
	}
	if b.sets == nil {
		b.sets = map[bakeKey][][]byte{}
	}
	b.sets[k] = pix
	b.keys = append(b.keys, k)
	b.bytes += n
	b.trim()
}

// trim forgets the oldest sets until the rest fit the limit.
func (b *bakes) trim() {
	for b.bytes > b.limit && len(b.keys) > 0 {
		for _, p := range b.sets[b.keys[0]] {
			b.bytes -= len(p)
		}
		delete(b.sets, b.keys[0])
		b.keys = b.keys[1:]
	}
}

// upload makes the images of baked pixels at px a cell (on the frame's goroutine).
func (s *Sprites) upload(px int, pix [][]byte) {
	uploadSlots(px, s.slots(), pix)
}

// uploadSlots makes the images of the pieces of ss from their baked pixels at px a cell.
func uploadSlots(px int, ss []slot, pix [][]byte) {
	for i, sl := range ss {
		n := px * sl.piece.Cells()
		img := engine.NewImage(n, n)
		img.WritePixels(pix[i])
		*sl.img = img
	}
}

// NewSprites makes every sprite for cells of size px, lit and baked before it returns. Pieces
// larger than syncPx are baked at that size and drawn scaled (a title's backdrop of large
// spaces), so the frame that asks waits a few tens of milliseconds at most.
func NewSprites(px int, pal *Palette) *Sprites {
	px = max(px, 8)
	s := &Sprites{Size: px, Pal: pal}
	n := min(px, syncPx)
	s.upload(n, s.bakePixels(n, max(1, runtime.GOMAXPROCS(0)), false, nil))
	return s
}

// syncPx is the largest size NewSprites bakes at.
const syncPx = 64

// draftPx is the size of the quick sprites shown while the full-size ones bake.
const draftPx = 16

// bake is a set of full-size sprites baking off the frame.
type bake struct {
	px   int
	done chan [][]byte
	stop atomic.Bool // the set was dropped: the bake need not finish (a window being resized)
}

// NewSpritesLater makes the sprites for cells of size px without stalling a frame: it returns at
// once with drafts of every piece (drawn scaled), and bakes the full-size pieces on one other
// goroutine (a core stays free for the frames); Settle puts them in place when they are ready.
// The drafts are prev's pictures when it has the same palette (prev gives them up: its
// Deallocate frees nothing more), else quick small ones.
func NewSpritesLater(px int, pal *Palette, prev *Sprites) *Sprites {
	px = max(px, 8)
	s := &Sprites{Size: px, Pal: pal}
	switch {
	case prev != nil && prev.Pal == pal && prev.Tiles[0] != nil:
		for i, sl := range s.slots() {
			*sl.img = *prev.slots()[i].img
		}
		prev.forget()
	case px <= draftPx:
		return NewSprites(px, pal)
	default:
		if d := draftsFor(pal); d.ready() {
			s.upload(draftPx, d.pix)
		} else {
			s.upload(draftPx, s.bakePixels(draftPx, max(1, runtime.GOMAXPROCS(0)), true, nil))
		}
	}
	b := &bake{px: px, done: make(chan [][]byte, 1)}
	s.later = b
	go func() { b.done <- (&Sprites{Size: px, Pal: pal}).bakePixels(px, 1, false, &b.stop) }()
	return s
}

// drafts are a palette's draft pixels, baked once on a goroutine of their own.
type drafts struct {
	done chan struct{}
	pix  [][]byte
}

func (d *drafts) ready() bool {
	select {
	case <-d.done:
		return true
	default:
		return false
	}
}

var (
	draftsMu sync.Mutex
	draftSet = map[*Palette]*drafts{}
)

// draftsFor is pal's drafts, baked off the frame if nobody asked for them before.
func draftsFor(pal *Palette) *drafts {
	draftsMu.Lock()
	defer draftsMu.Unlock()
	d := draftSet[pal]
	if d == nil {
		d = &drafts{done: make(chan struct{})}
		draftSet[pal] = d
		go func() {
			// a stop never set: the bake yields to the browser's frames between pieces
			d.pix = (&Sprites{Size: draftPx, Pal: pal}).bakePixels(draftPx, 1, true, new(atomic.Bool))
			close(d.done)
		}()
	}
	return d
}

// PrepareDrafts bakes the drafts of pal's pieces off the frame, once, so that the board's first
// layout shows them without baking them (a program calls it as it starts).
func PrepareDrafts(pal *Palette) { draftsFor(pal) }

// forget drops the set's pictures without freeing them: another set took them.
func (s *Sprites) forget() {
	if s.later != nil {
		s.later.stop.Store(true)
	}
	*s = Sprites{Size: s.Size, Pal: s.Pal}
}

// Settle puts the full-size sprites in place once baked (cheap: an upload); it reports whether it
// changed them, so the screen is drawn again.
func (s *Sprites) Settle() bool {
	if s == nil || s.later == nil {
		return false
	}
	select {
	case pix := <-s.later.done:
		old := s.images()
		s.upload(s.later.px, pix)
		s.later = nil
		for _, img := range old {
			img.Deallocate()
		}
		return true
	default:
		return false
	}
}

// Baking reports that the full-size pieces are still on their way (drafts stand in).
func (s *Sprites) Baking() bool { return s != nil && s.later != nil }

func (s *Sprites) images() []*ebiten.Image {
	var all []*ebiten.Image
	for _, sl := range s.slots() {
		if *sl.img != nil {
			all = append(all, *sl.img)
		}
	}
	return all
}

// Deallocate frees every sprite's image at once (a new size replaces them): images are otherwise
// freed only when the collector finds them, and on a machine without a GPU that is main memory.
// A bake still under way is dropped when it ends.
func (s *Sprites) Deallocate() {
	if s == nil {
		return
	}
	if s.later != nil {
		s.later.stop.Store(true)
	}
	s.later = nil
	for _, img := range s.images() {
		img.Deallocate()
	}
}
