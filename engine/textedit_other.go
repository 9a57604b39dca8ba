//go:build !js

package engine

// EditField: on the desktop the field reads the keyboard itself (native is false).
func EditField(key any, f FieldSpec) (ed FieldEdit, native bool) { return FieldEdit{}, false }

func editFrame() { updates++ }

// SetFieldText: nothing to write back on the desktop.
func SetFieldText(key any, text string) {}
