package engine

// FieldSpec is a one-line text field on the canvas, as the page's editable element must copy it
// (see EditField): where it is in device pixels, its text and what it accepts.
type FieldSpec struct {
	X, Y, W, H float64
	Device     float64 // device pixels per CSS pixel
	FontPx     float64 // the field's font size in device pixels
	Text       string
	Digits     bool // only 0-9
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

// updates counts the frames' updates begun (see Updates).
var updates uint64

// Updates is the number of the frame update under way, or of the last one between frames: what
// the page's event handlers compare with to know a control they were given is still on screen.
func Updates() uint64 { return updates }
