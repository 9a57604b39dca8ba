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
type pageFields struct {
	shown, next map[any]FieldSpec // the fields the last frame's update saw, and this frame's
	key         any               // the field the input is over
	input       js.Value
	enter, left bool
}

// newPageFields listens to the page for taps on the fields shown.
func newPageFields() *pageFields {
	p := &pageFields{shown: map[any]FieldSpec{}, next: map[any]FieldSpec{}}
	doc := js.Global().Get("document")
	tap := func(x, y float64, target js.Value) {
		if p.input.Truthy() && target.Equal(p.input) {
			return
		}
		for key, f := range p.shown {
			d := f.Device
			if x >= f.X/d && x < (f.X+f.W)/d && y >= f.Y/d && y < (f.Y+f.H)/d {
				p.open(key, f, true)
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
	return p
}

// openInput puts the input over field f and gives it the focus; from within a tap (gesture), the
// focus is given again, so a phone opens its keyboard even where the input had it already.
func (p *pageFields) open(key any, f FieldSpec, gesture bool) {
	if p.key != key {
		p.close()
	}
	doc := js.Global().Get("document")
	if !p.input.Truthy() {
		in := doc.Call("createElement", "input")
		in.Set("type", "text")
		in.Set("autocomplete", "off")
		in.Set("spellcheck", false)
		in.Set("enterKeyHint", "done")
		if f.Digits {
			in.Set("inputMode", "numeric")
		}
		if f.Secret {
			in.Set("type", "password")
		}
		in.Set("maxLength", f.Max)
		in.Set("value", f.Text)
		in.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
			switch args[0].Get("key").String() {
			case "Enter":
				p.enter = true
			case "Escape":
				args[0].Get("target").Call("blur")
			}
			return nil
		}))
		in.Call("addEventListener", "blur", js.FuncOf(func(js.Value, []js.Value) any {
			p.left = true
			return nil
		}))
		doc.Get("body").Call("appendChild", in)
		p.input, p.key, p.enter, p.left = in, key, false, false
		p.place(f)
		in.Call("focus")
		in.Call("select") // as on the canvas, typing replaces the field's text
		return
	}
	p.place(f)
	if gesture && doc.Get("activeElement").Equal(p.input) {
		p.input.Call("blur")
	}
	if !doc.Get("activeElement").Equal(p.input) {
		p.input.Call("focus")
		p.left = false // the blur it took to get here
	}
}

// place puts the input exactly over the field, in the field's look.
func (p *pageFields) place(f FieldSpec) {
	d := f.Device
	font := max(16, f.FontPx/d) // under 16 px a phone's browser zooms the page in on focus
	css := []string{
		"position:fixed", "box-sizing:border-box", "margin:0", "z-index:10", "outline:none",
		"left:" + px(f.X/d), "top:" + px(f.Y/d), "width:" + px(f.W/d), "height:" + px(f.H/d),
		"padding:0 " + px(8/d*max(1, f.FontPx/15)), "font:" + px(font) + " system-ui,sans-serif",
		"background:#faf4e2", "color:#282018", "border:2px solid #e8b830", "border-radius:0",
	}
	p.input.Set("style", strings.Join(css, ";"))
}

func px(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }

func (p *pageFields) close() {
	if p.input.Truthy() {
		in := p.input
		p.input, p.key = js.Undefined(), nil
		in.Call("remove")
	}
	p.enter, p.left = false, false // including a blur its going gave
}

// edit keeps the page's input over the field while it has the focus, and reports what was typed
// there (see Context.EditField).
func (p *pageFields) edit(key any, f FieldSpec) (ed FieldEdit, native bool) {
	p.next[key] = f
	if !f.Focus {
		if p.key == key {
			p.close()
		}
		return ed, false
	}
	if p.key != key || !p.input.Truthy() {
		p.open(key, f, false)
	} else {
		p.place(f)
	}
	in := p.input
	ed.Text = in.Get("value").String()
	ed.Start = runesBefore(ed.Text, in.Get("selectionStart").Int())
	ed.End = runesBefore(ed.Text, in.Get("selectionEnd").Int())
	ed.Enter, ed.Left = p.enter, p.left
	p.enter, p.left = false, false
	if ed.Enter || ed.Left {
		p.close()
	}
	return ed, true
}

// setText writes a field's text back into its input (after the field refused characters).
func (p *pageFields) setText(key any, text string) {
	if p.key == key && p.input.Truthy() {
		p.input.Set("value", text)
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

// frame starts a frame: the input of a field no longer on screen goes.
func (p *pageFields) frame() {
	p.shown, p.next = p.next, map[any]FieldSpec{}
	if _, ok := p.shown[p.key]; p.input.Truthy() && !ok {
		p.close()
	}
}
