//go:build display

package drawtest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Keeping reports that drawn screens are kept for a person (TE_SCREENSHOTS names a folder).
func Keeping() bool { return os.Getenv("TE_SCREENSHOTS") != "" }

// SavePicture keeps a drawn screen as NAME.png in the folder TE_SCREENSHOTS names, for a person
// to look at (nothing without it). The pixels are read at once; the picture is compressed and
// written on another core while the tests draw on (a large screen's PNG takes as long to make as
// to draw), a few at most waiting, and Main waits for the last before the process ends.
func SavePicture(img *ebiten.Image, name string) {
	dir := os.Getenv("TE_SCREENSHOTS")
	if dir == "" {
		return
	}
	pix := image.NewRGBA(img.Bounds())
	img.ReadPixels(pix.Pix) // at once: pixel by pixel takes seconds a picture
	pictures.add(filepath.Join(dir, name+".png"), pix)
}

// pictures are the screens being written.
var pictures writer

// writer writes pictures on one goroutine, in the order they came.
type writer struct {
	once  sync.Once
	queue chan picture
	done  sync.WaitGroup
	mu    sync.Mutex
	err   error // the first failure to write one
}

type picture struct {
	path string
	pix  *image.RGBA
}

// queued is how many read pictures may wait to be written: each holds a whole screen's pixels.
const queued = 2

func (w *writer) add(path string, pix *image.RGBA) {
	w.once.Do(func() {
		w.queue = make(chan picture, queued)
		w.done.Add(1)
		go w.write()
	})
	w.queue <- picture{path, pix}
}

func (w *writer) write() {
	defer w.done.Done()
	for p := range w.queue {
		if err := savePNG(p.path, p.pix); err != nil {
			w.mu.Lock()
			if w.err == nil {
				w.err = err
			}
			w.mu.Unlock()
		}
	}
}

// wait writes what is left and reports the first failure.
func (w *writer) wait() error {
	if w.queue != nil {
		close(w.queue)
		w.done.Wait()
	}
	return w.err
}

func savePNG(path string, pix *image.RGBA) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(f, pix); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
