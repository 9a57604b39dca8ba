//go:build display

package menus

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/session"
	"tigris/storage"
)

// countingStore counts the saves read whole; their first lines are read apart, as a folder does.
type countingStore struct {
	storage.Store
	mu    sync.Mutex
	whole int
}

func (c *countingStore) Get(key string) ([]byte, error) {
	if strings.HasPrefix(key, "saves/") {
		c.mu.Lock()
		c.whole++
		c.mu.Unlock()
	}
	return c.Store.Get(key)
}

func (c *countingStore) Head(key string, n int) ([]byte, error) { return storage.Head(c.Store, key, n) }

func (c *countingStore) read() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.whole
}

// shownRows are the rows the list drew last.
func shownRows(s *Saves) []int {
	var rows []int
	for _, h := range s.ctl.Hits {
		if i, ok := shelfIDs[inProgress].card.Index(h.ID); ok {
			rows = append(rows, i)
		}
	}
	return rows
}

// The Load list of 2,000 saves costs what is on screen: it lists them all at once, reads whole and
// paints only the rows shown (at the top, then scrolled to the end), keeps a bounded number of
// pictures, and gives every picture back when it is left.
func TestLoadListCostsWhatIsOnScreen(t *testing.T) {
	const many = 2000
	ctx := newContext(t, 1280, 800, 1)
	h := newTestHost()
	mem := storage.NewMemory()
	g, err := session.New(session.Config{Seed: 7, Seats: []session.Seat{{Dynasty: game.Archer, Level: ai.Random}, {Dynasty: game.Bull, Level: ai.Random}}})
	if err != nil {
		t.Fatal(err)
	}
	poll.Until(t, 30*time.Second, "the bots' decisions", func() bool { g.Poll(time.Now()); return g.Decisions() >= 12 })
	data := g.SaveData()
	for i := 0; i < many; i++ {
		mem.Put(fmt.Sprintf("saves/Game %04d", i), data)
	}
	st := &countingStore{Store: mem}
	h.store = st
	saves := NewSaves(h.host(), NewTitle(h.host()))
	waitRead(t, ctx, saves)
	l := saves.shelves[inProgress]
	img := engine.NewImage(ctx.W, ctx.H)
	defer img.Deallocate()
	frame := func() {
		saves.Update(ctx)
		img.Clear()
		saves.Draw(img, ctx)
	}
	allRead := func(what string) []int {
		t.Helper()
		var rows []int
		poll.Until(t, 30*time.Second, what, func() bool {
			frame()
			rows = shownRows(saves)
			for _, i := range rows {
				if _, ok := l.row(i); !ok {
					return false
				}
			}
			return len(rows) > 0
		})
		frame() // the rows' pictures painted
		return rows
	}
	rows := allRead("the first screen's rows")
	if list, _ := saves.List(); len(list) != many || rows[0] != 0 {
		t.Fatalf("%d saves listed, the first row shown %d", len(list), rows[0])
	}
	if n := st.read(); n > firstRows+len(rows) {
		t.Fatalf("%d saves read whole for %d rows on screen", n, len(rows))
	}
	if l.pics.len() > len(rows) {
		t.Fatalf("%d pictures for %d rows on screen", l.pics.len(), len(rows))
	}

	l.page.ScrollTo(1e12)
	rows = allRead("the last screen's rows")
	if rows[len(rows)-1] != many-1 {
		t.Fatalf("scrolled to the end, the last row shown is %d", rows[len(rows)-1])
	}
	if n := st.read(); n > firstRows+2*len(rows)+queuedRows {
		t.Fatalf("%d saves read whole for two screens of %d rows", n, len(rows))
	}
	if l.pics.len() > max(keptPictures, 2*len(rows)) {
		t.Fatalf("%d pictures kept", l.pics.len())
	}

	held, freed := l.pics.len(), 0
	gone := l.pics.gone
	l.pics.gone = func(img *ebiten.Image) { freed++; gone(img) }
	saves.act(ctx, idBack)
	if freed != held || l.pics.len() != 0 || l.rows.len() != 0 || l.refs != nil {
		t.Fatalf("left, the list holds %d pictures and %d rows, and gave back %d of %d pictures", l.pics.len(), l.rows.len(), freed, held)
	}
}

// The cache drops the least recently used value first, handing it back.
func TestLRUDropsTheLeastRecent(t *testing.T) {
	var gone []int
	c := newLRU[string](2, func(v int) { gone = append(gone, v) })
	c.put("a", 1)
	c.put("b", 2)
	c.get("a")
	c.put("c", 3)
	if _, ok := c.get("b"); ok || len(gone) != 1 || gone[0] != 2 {
		t.Fatalf("b was kept or not handed back: %v", gone)
	}
	c.clear()
	if c.len() != 0 || len(gone) != 3 {
		t.Fatalf("cleared, %d kept, %v handed back", c.len(), gone)
	}
}
