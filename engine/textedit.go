package engine

// FieldSpec is a one-line text field on the canvas, as the page's editable element must copy it
// (see EditField): where it is in device pixels, its text and what it accepts.
type FieldSpec struct {
	X, Y, W, H float64
	Device     float64 // device pixels per CSS pixel
	FontPx     float64 // the field's font size in device pixels
	Text       string
	Digits     bool // only 0-9
	Secret     bool // a password: shown as dots, never kept by the browser's autofill
	Max        int  // characters at most
	Focus      bool
}

// FieldEdit is what the page's editable element holds for a field.
type FieldEdit struct {
	Text       string
	Start, End int  // the selection, in characters
	Enter      bool // Enter was pressed in it since the last frame
	Left       bool // it lost the focus (a tap elsewhere, the keyboard closed, Escape)
}

// EditField is called by a text field on the canvas at every frame's update: in a page it keeps
// the page's input over the field while it has the focus (phones open their keyboard only for
// such an element), and reports what was typed there (native true). On the desktop, or without an
// App (tests), native is false: the field reads the keyboard itself.
func (c *Context) EditField(key any, f FieldSpec) (ed FieldEdit, native bool) {
	if c.fields == nil {
		return FieldEdit{}, false
	}
	return c.fields.edit(key, f)
}

// SetFieldText writes a field's text back into the page's input (after the field refused
// characters).
func (c *Context) SetFieldText(key any, text string) {
	if c.fields != nil {
		c.fields.setText(key, text)
	}
}

// Updates is the number of the frame update under way, or of the last one between frames: what
// the page's event handlers compare with to know a control they were given is still on screen.
func (c *Context) Updates() uint64 { return c.updates }
