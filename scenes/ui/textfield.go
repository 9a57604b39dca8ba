package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tigris/engine"
)

// TextField is a one-line text entry that behaves like one: a click focuses it and puts the
// cursor there, typing replaces the selection (a new field's whole text is selected, so typing
// replaces a default), the arrows, Home and End move, Shift extends the selection, Ctrl+A selects
// all, Backspace and Delete repeat while held, and the text scrolls inside the box. Enter or a
// click elsewhere leaves it.
type TextField struct {
	text   []rune
	cursor int
	anchor int  // the selection is between anchor and cursor
	Focus  bool // it has the keyboard
	max    int
	digits bool    // only 0-9
	scroll float64 // how far the text is scrolled left, in device pixels
	Box    Rect    // where it was drawn last
	Hint   string  // shown dimmed while the field is empty
	Secret bool    // a password: drawn as dots
}

// NewTextField makes a field holding text, all of it selected.
func NewTextField(text string, max int, digits bool) TextField {
	r := []rune(text)
	return TextField{text: r, cursor: len(r), anchor: 0, max: max, digits: digits}
}

// String is the text.
func (f *TextField) String() string { return string(f.text) }

// Set replaces the text, all of it selected.
func (f *TextField) Set(s string) {
	f.text = []rune(s)
	f.anchor, f.cursor = 0, len(f.text)
}

func (f *TextField) selection() (int, int) {
	return min(f.anchor, f.cursor), max(f.anchor, f.cursor)
}

// replace puts s in place of the selection.
func (f *TextField) replace(s []rune) {
	a, b := f.selection()
	if room := f.max - (len(f.text) - (b - a)); len(s) > room {
		s = s[:max(0, room)]
	}
	t := append(append(append([]rune{}, f.text[:a]...), s...), f.text[b:]...)
	f.text, f.cursor, f.anchor = t, a+len(s), a+len(s)
}

// repeats reports a key pressed this frame, or held long enough to repeat (as keyboards do).
func repeats(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || d >= 30 && (d-30)%3 == 0
}

// Update takes the keyboard while focused; it reports a change, and Enter in done.
func (f *TextField) Update(ctx *engine.Context) (changed, done bool) {
	in := ctx.In
	if in.Pressed && f.Box.In(in.X, in.Y) {
		f.Focus = true
		f.cursor = f.indexAt(ctx, float64(in.X))
		f.anchor = f.cursor
	}
	if ed, native := ctx.EditField(f, f.spec(ctx)); native {
		ctx.Typing = true
		return f.takeEdit(ctx, ed)
	}
	if !f.Focus {
		return false, false
	}
	ctx.Typing = true
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	changed = f.typeChars(in.Chars, ctrl)
	if handled, erased := f.selectOrErase(ctrl); handled {
		changed = changed || erased
	} else {
		f.moveCursor(shift)
	}
	if in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyNumpadEnter) {
		f.Focus, done = false, true
	}
	return changed, done
}

// typeChars puts the characters typed this frame in place of the selection (none with Ctrl held,
// a shortcut's letter): those the field takes.
func (f *TextField) typeChars(chars []rune, ctrl bool) bool {
	var typed []rune
	for _, r := range chars {
		if r >= ' ' && (!f.digits || r >= '0' && r <= '9') {
			typed = append(typed, r)
		}
	}
	if len(typed) == 0 || ctrl {
		return false
	}
	f.replace(typed)
	return true
}

// selectOrErase does Ctrl+A, Backspace and Delete (the selection, or the character before or
// after the cursor): whether one of them was pressed, and whether the text changed.
func (f *TextField) selectOrErase(ctrl bool) (handled, changed bool) {
	a, b := f.selection()
	switch {
	case ctrl && inpututil.IsKeyJustPressed(ebiten.KeyA):
		f.anchor, f.cursor = 0, len(f.text)
		return true, false
	case repeats(ebiten.KeyBackspace) && len(f.text) > 0:
		if a == b && a > 0 {
			f.anchor = a - 1
		}
	case repeats(ebiten.KeyDelete) && len(f.text) > 0:
		if a == b && b < len(f.text) {
			f.anchor = b + 1
		}
	default:
		return false, false
	}
	f.replace(nil)
	return true, true
}

// moveCursor does the arrows, Home and End: with Shift they stretch the selection, without it an
// arrow first goes to the selection's end on its side.
func (f *TextField) moveCursor(shift bool) {
	a, b := f.selection()
	move := func(to int) {
		f.cursor = max(0, min(len(f.text), to))
		if !shift {
			f.anchor = f.cursor
		}
	}
	switch {
	case repeats(ebiten.KeyArrowLeft):
		if a != b && !shift {
			move(a)
		} else {
			move(f.cursor - 1)
		}
	case repeats(ebiten.KeyArrowRight):
		if a != b && !shift {
			move(b)
		} else {
			move(f.cursor + 1)
		}
	case inpututil.IsKeyJustPressed(ebiten.KeyHome):
		move(0)
	case inpututil.IsKeyJustPressed(ebiten.KeyEnd):
		move(len(f.text))
	}
}

// spec describes the field to the page's editable element (see engine.Context.EditField).
func (f *TextField) spec(ctx *engine.Context) engine.FieldSpec {
	return engine.FieldSpec{X: f.Box.X, Y: f.Box.Y, W: f.Box.W, H: f.Box.H, Device: ctx.Device,
		FontPx: Face(ctx, 15, false).Size, Text: string(f.text), Digits: f.digits, Secret: f.Secret, Max: f.max, Focus: f.Focus}
}

// takeEdit takes the text, selection, Enter and blur of the page's element over the field: its
// characters filtered as typing is here, and the element told when some were refused.
func (f *TextField) takeEdit(ctx *engine.Context, ed engine.FieldEdit) (changed, done bool) {
	var t []rune
	for _, r := range ed.Text {
		if r >= ' ' && (!f.digits || r >= '0' && r <= '9') && len(t) < f.max {
			t = append(t, r)
		}
	}
	if string(t) != ed.Text {
		ctx.SetFieldText(f, string(t))
	}
	changed = string(t) != string(f.text)
	f.text = t
	f.anchor, f.cursor = min(ed.Start, len(t)), min(ed.End, len(t))
	switch {
	case ed.Enter:
		f.Focus, done = false, true
	case ed.Left:
		f.Focus = false
	}
	return changed, done
}

// indexAt is the place in the text nearest to x on the screen.
func (f *TextField) indexAt(ctx *engine.Context, x float64) int {
	fc := Face(ctx, 15, false)
	x -= f.Box.X + 8*ctx.Scale - f.scroll
	t := f.shown()
	for i := range t {
		if engine.VerbatimWidth(string(t[:i+1]), fc) > x+engine.VerbatimWidth(string(t[i:i+1]), fc)/2 {
			return i
		}
	}
	return len(f.text)
}

// Draw draws the field in the area r.
func (f *TextField) Draw(dst *ebiten.Image, ctx *engine.Context, th *Theme, r Rect) {
	u := ctx.Scale
	f.Box = r
	engine.Rect(dst, r.X, r.Y, r.W, r.H, engine.RGB(250, 244, 226))
	border := th.Button
	if f.Focus {
		border = th.Accent
	}
	engine.Frame(dst, r.X, r.Y, r.W, r.H, 2*u, border)
	fc := Face(ctx, 15, false)
	pad := 8 * u
	inner := r.W - 2*pad
	shown := f.shown()
	width := func(n int) float64 { return engine.VerbatimWidth(string(shown[:n]), fc) }
	// keep the cursor in sight
	cx := width(f.cursor)
	if cx-f.scroll > inner {
		f.scroll = cx - inner
	}
	if cx-f.scroll < 0 {
		f.scroll = cx
	}
	f.scroll = math.Max(0, math.Min(f.scroll, math.Max(0, width(len(f.text))-inner)))
	clip := dst.SubImage(image.Rect(int(r.X+pad/2), int(r.Y), int(r.X+r.W-pad/2), int(r.Y+r.H))).(*ebiten.Image)
	x0 := r.X + pad - f.scroll
	ty := r.Y + (r.H-fc.Size*1.2)/2
	if a, b := f.selection(); f.Focus && a != b {
		engine.Rect(clip, x0+width(a), ty, width(b)-width(a), fc.Size*1.25, engine.RGB(180, 210, 250))
	}
	engine.Verbatim(clip, string(shown), fc, x0, ty, engine.Scale(engine.RGB(40, 32, 24)), engine.Left)
	if len(f.text) == 0 && f.Hint != "" {
		th.Draw(clip, f.Hint, fc, x0+2*u, ty, engine.Scale(engine.RGB(150, 140, 120)), engine.Left)
	}
	if f.Focus && (ctx.Now.UnixMilli()/530)%2 == 0 {
		engine.Rect(clip, x0+cx, ty, 1.5*u, fc.Size*1.25, engine.RGB(40, 32, 24))
	}
}

// shown is the text as drawn: a password's letters as dots.
func (f *TextField) shown() []rune {
	if !f.Secret {
		return f.text
	}
	dots := make([]rune, len(f.text))
	for i := range dots {
		dots[i] = '•'
	}
	return dots
}
