//go:build js

package engine

import (
	"strconv"
	"strings"
	"syscall/js"
	"unicode/utf16"
)

// A text field drawn on the canvas gets no on-screen keyboard on a phone or tablet: the page has
// nothing editable. While a field has the focus, an <input> is placed over it; a tap on a field
// focuses that input from within the tap's own event (browsers open the keyboard only there), and
// the field takes its text, selection, Enter and blur from it each frame.
// No lock guards it: the page's events reach Go only while the game's goroutine waits (between
// frames, or inside a call it makes into the page, where a lock would be held already).
var edit struct {
	shown, next map[any]FieldSpec // the fields the last frame's update saw, and this frame's
	key         any               // the field the input is over
	input       js.Value
	enter, left bool
}

func init() {
	edit.shown, edit.next = map[any]FieldSpec{}, map[any]FieldSpec{}
	doc := js.Global().Get("document")
	tap := func(x, y float64, target js.Value) {
		if edit.input.Truthy() && target.Equal(edit.input) {
			return
		}
		for key, f := range edit.shown {
			d := f.Device
			if x >= f.X/d && x < (f.X+f.W)/d && y >= f.Y/d && y < (f.Y+f.H)/d {
				openInput(key, f, true)
				return
			}
		}
	}
	opts := map[string]any{"capture": true, "passive": true}
	doc.Call("addEventListener", "touchend", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		if ts := e.Get("changedTouches"); ts.Length() == 1 {
			x, y := canvasPoint(ts.Call("item", 0))
			tap(x, y, e.Get("target"))
		}
		return nil
	}), opts)
	doc.Call("addEventListener", "mouseup", js.FuncOf(func(_ js.Value, args []js.Value) any {
		x, y := canvasPoint(args[0])
		tap(x, y, args[0].Get("target"))
		return nil
	}), opts)
}

// openInput puts the input over field f and gives it the focus; from within a tap (gesture), the
// focus is given again, so a phone opens its keyboard even where the input had it already.
func openInput(key any, f FieldSpec, gesture bool) {
	if edit.key != key {
		closeInput()
	}
	doc := js.Global().Get("document")
	if !edit.input.Truthy() {
		in := doc.Call("createElement", "input")
		in.Set("type", "text")
		in.Set("autocomplete", "off")
		in.Set("spellcheck", false)
		in.Set("enterKeyHint", "done")
		if f.Digits {
			in.Set("inputMode", "numeric")
		}
		in.Set("maxLength", f.Max)
		in.Set("value", f.Text)
		in.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
			switch args[0].Get("key").String() {
			case "Enter":
				edit.enter = true
			case "Escape":
				args[0].Get("target").Call("blur")
			}
			return nil
		}))
		in.Call("addEventListener", "blur", js.FuncOf(func(js.Value, []js.Value) any {
			edit.left = true
			return nil
		}))
		doc.Get("body").Call("appendChild", in)
		edit.input, edit.key, edit.enter, edit.left = in, key, false, false
		place(f)
		in.Call("focus")
		in.Call("select") // as on the canvas, typing replaces the field's text
		return
	}
	place(f)
	if gesture && doc.Get("activeElement").Equal(edit.input) {
		edit.input.Call("blur")
	}
	if !doc.Get("activeElement").Equal(edit.input) {
		edit.input.Call("focus")
		edit.left = false // the blur it took to get here
	}
}

// place puts the input exactly over the field, in the field's look.
func place(f FieldSpec) {
	d := f.Device
	font := max(16, f.FontPx/d) // under 16 px a phone's browser zooms the page in on focus
	css := []string{
		"position:fixed", "box-sizing:border-box", "margin:0", "z-index:10", "outline:none",
		"left:" + px(f.X/d), "top:" + px(f.Y/d), "width:" + px(f.W/d), "height:" + px(f.H/d),
		"padding:0 " + px(8/d*max(1, f.FontPx/15)), "font:" + px(font) + " system-ui,sans-serif",
		"background:#faf4e2", "color:#282018", "border:2px solid #e8b830", "border-radius:0",
	}
	edit.input.Set("style", strings.Join(css, ";"))
}

func px(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }

func closeInput() {
	if edit.input.Truthy() {
		in := edit.input
		edit.input, edit.key = js.Undefined(), nil
		in.Call("remove")
	}
	edit.enter, edit.left = false, false // including a blur its going gave
}

// EditField is called by a text field on the canvas at every frame's update: it keeps the page's
// input over the field while it has the focus, and reports what was typed there (native true).
func EditField(key any, f FieldSpec) (ed FieldEdit, native bool) {
	edit.next[key] = f
	if !f.Focus {
		if edit.key == key {
			closeInput()
		}
		return ed, false
	}
	if edit.key != key || !edit.input.Truthy() {
		openInput(key, f, false)
	} else {
		place(f)
	}
	in := edit.input
	ed.Text = in.Get("value").String()
	ed.Start = runesBefore(ed.Text, in.Get("selectionStart").Int())
	ed.End = runesBefore(ed.Text, in.Get("selectionEnd").Int())
	ed.Enter, ed.Left = edit.enter, edit.left
	edit.enter, edit.left = false, false
	if ed.Enter || ed.Left {
		closeInput()
	}
	return ed, true
}

// SetFieldText writes a field's text back into its input (after the field refused characters).
func SetFieldText(key any, text string) {
	if edit.key == key && edit.input.Truthy() {
		edit.input.Set("value", text)
	}
}

// runesBefore turns a position in UTF-16 units (the page's) into one in characters.
func runesBefore(s string, units int) int {
	n, u := 0, 0
	for _, r := range s {
		if u >= units {
			break
		}
		u += len(utf16.Encode([]rune{r}))
		n++
	}
	return n
}

// editFrame starts a frame: the input of a field no longer on screen goes.
func editFrame() {
	updates++
	edit.shown, edit.next = edit.next, map[any]FieldSpec{}
	if _, ok := edit.shown[edit.key]; edit.input.Truthy() && !ok {
		closeInput()
	}
}
