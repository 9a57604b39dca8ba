//go:build !js

package engine

// pageFields: on the desktop a field reads the keyboard itself; there is no page.
type pageFields struct{}

func newPageFields() *pageFields { return &pageFields{} }

func (*pageFields) edit(any, FieldSpec) (ed FieldEdit, native bool) { return FieldEdit{}, false }

func (*pageFields) setText(any, string) {}

func (*pageFields) frame() {}
