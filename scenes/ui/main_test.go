//go:build display

package ui

import (
	"testing"
	"time"

	"tigris/engine"
	"tigris/scenes/internal/drawtest"
)

// The tests run beside Ebitengine's loop, each in frames of its own.
func TestMain(m *testing.M) { drawtest.Main(m) }

func newContext(t *testing.T) *engine.Context {
	t.Helper()
	drawtest.Start(t)
	fonts, err := engine.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	return &engine.Context{W: 1280, H: 800, Scale: 1, Device: 1, In: &engine.Input{}, Fonts: fonts, Now: time.Now()}
}
