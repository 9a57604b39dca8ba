//go:build display

package ui

import (
	"testing"

	"tigris/engine"
)

// A new field's default text is selected, so typing replaces it; the cursor then edits in place,
// Backspace takes the character before it, and the length limit holds.
func TestTextFieldEditsLikeOne(t *testing.T) {
	ctx := newContext(t)
	f := NewTextField("Archer v Bull, turn 3", 12, false)
	f.Focus = true
	type1 := func(s string) {
		ctx.In.Chars = []rune(s)
		f.Update(ctx)
		ctx.In.Chars = nil
	}
	type1("My game")
	if f.String() != "My game" {
		t.Fatalf("typing over the selected default gave %q", f.String())
	}
	f.cursor, f.anchor = 2, 2
	type1(" own")
	if f.String() != "My own game" || f.cursor != 6 {
		t.Fatalf("typing at the cursor gave %q, cursor %d", f.String(), f.cursor)
	}
	f.anchor = 2 // select " own"
	f.replace(nil)
	if f.String() != "My game" || f.cursor != 2 {
		t.Fatalf("deleting the selection gave %q, cursor %d", f.String(), f.cursor)
	}
	type1(" very long name")
	if len(f.text) != 12 {
		t.Fatalf("the field holds %d characters, more than its 12", len(f.text))
	}
	// the text scrolls inside its box: the cursor at the end stays within it
	img := engine.NewImage(400, 100)
	f.Set("a name far too long to be seen whole in a narrow box")
	f.cursor, f.anchor = len(f.text), len(f.text)
	f.Draw(img, ctx, &Theme{}, Rect{X: 10, Y: 10, W: 120, H: 40})
	if f.scroll <= 0 {
		t.Fatal("the text did not scroll to keep the cursor in the box")
	}
}
