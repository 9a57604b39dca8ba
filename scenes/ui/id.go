package ui

import "strconv"

// ID names a control. A screen declares its ids once (Named, or a List for the controls of a
// list) and matches what Controls.Update returns against them, so a misspelt id does not compile.
// String is the form the -trace lines print, which the end-to-end checks read.
type ID struct {
	name  string
	index int
	form  idForm
}

// idForm is where a list's index stands in an id's string form.
type idForm uint8

const (
	plain    idForm = iota // "end"
	appended               // "option3"
	dashed                 // "pick-3"
	leading                // "0-who"
)

// Named is the id of a single control.
func Named(name string) ID { return ID{name: name} }

// IsZero reports the id of no control (a tooltip's area).
func (id ID) IsZero() bool { return id.name == "" }

// Name is the id without its index: what the control does.
func (id ID) Name() string { return id.name }

// String is the id as the trace lines print it.
func (id ID) String() string {
	n := strconv.Itoa(id.index)
	switch id.form {
	case appended:
		return id.name + n
	case dashed:
		return id.name + "-" + n
	case leading:
		return n + "-" + id.name
	}
	return id.name
}

// List names the controls of a list, one id per index.
type List struct {
	name string
	form idForm
}

// Numbered is a list whose ids are its name and the index: "option3".
func Numbered(name string) List { return List{name, appended} }

// Dashed is a list whose ids are its name, a dash and the index: "pick-3".
func Dashed(name string) List { return List{name, dashed} }

// Leading is a list whose ids are the index, a dash and its name: "0-who" (a seat's who).
func Leading(name string) List { return List{name, leading} }

// At is the id of the i-th control of the list.
func (l List) At(i int) ID { return ID{name: l.name, index: i, form: l.form} }

// Index is which control of the list id names, if it is one of them.
func (l List) Index(id ID) (int, bool) {
	if id.name != l.name || id.form != l.form {
		return 0, false
	}
	return id.index, true
}
