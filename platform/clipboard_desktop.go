//go:build !js

package platform

import (
	"errors"
	"sync"

	"golang.design/x/clipboard"

	"tigris/game"
	"tigris/scenes"
)

// desktopClipboard is the X11 (or the system's) clipboard, opened at its first use.
type desktopClipboard struct {
	once sync.Once
	err  error
}

func (c *desktopClipboard) open() error {
	c.once.Do(func() {
		if clipboard.Init() != nil {
			c.err = errors.New("the system's clipboard cannot be opened")
		}
	})
	return c.err
}

func (c *desktopClipboard) Copy(text string) error {
	if err := c.open(); err != nil {
		return err
	}
	clipboard.Write(clipboard.FmtText, []byte(text))
	return nil
}

// Paste reads the clipboard off the frame: its owner may be slow to answer.
func (c *desktopClipboard) Paste() <-chan scenes.Pasted {
	ch := make(chan scenes.Pasted, 1)
	go func() {
		if err := c.open(); err != nil {
			ch <- scenes.Pasted{Err: err}
			return
		}
		data := clipboard.Read(clipboard.FmtText)
		if len(data) == 0 {
			ch <- scenes.Pasted{Err: errors.New("the clipboard holds no text")}
			return
		}
		if err := game.CheckSize("clipboard's text", len(data), game.MaxSave); err != nil {
			ch <- scenes.Pasted{Err: err} // refused before it is read as a position
			return
		}
		ch <- scenes.Pasted{Text: string(data)}
	}()
	return ch
}

func newClipboard(bool) scenes.Clipboard { return &desktopClipboard{} }

// pageURL is the page's address, for game links: the desktop has none.
func pageURL() string { return "" }
