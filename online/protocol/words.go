package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Words says why a JSON body or message was not read, in a player's words: Go's own errors
// ("cannot unmarshal number 1.5 into Go struct field Move.step") name the program, not the
// message.
func Words(err error) string {
	var typ *json.UnmarshalTypeError
	var syn *json.SyntaxError
	switch {
	case errors.As(err, &typ):
		if typ.Field == "" {
			return fmt.Sprintf("the JSON is %s, not %s", kindOf(typ.Type.Kind().String()), clip(valueWords(typ.Value)))
		}
		return fmt.Sprintf("%q is %s, not %s", clip(typ.Field), kindOf(typ.Type.Kind().String()), clip(valueWords(typ.Value)))
	case errors.As(err, &syn):
		return fmt.Sprintf("not JSON: %s (at byte %d)", clip(strings.TrimPrefix(syn.Error(), "invalid character ")), syn.Offset)
	case errors.Is(err, io.EOF):
		return "the body is empty: it is a JSON object"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the JSON ends before it is whole"
	}
	if strings.Contains(err.Error(), "request body too large") {
		return fmt.Sprintf("the body is over %d bytes", MaxRequest)
	}
	return "not the JSON expected"
}

// kindOf names a Go kind as a player would.
func kindOf(kind string) string {
	switch kind {
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64":
		return "a whole number"
	case "float32", "float64":
		return "a number"
	case "string":
		return "a text"
	case "bool":
		return "true or false"
	case "slice", "array":
		return "a list"
	case "struct", "map", "ptr":
		return "an object"
	}
	return "something else"
}

// valueWords names a JSON value's kind as json reports it ("number 1.5", "string").
func valueWords(v string) string {
	switch {
	case v == "string":
		return "a text"
	case v == "object":
		return "an object"
	case v == "array":
		return "a list"
	case v == "bool":
		return "true or false"
	}
	return v
}

// DecodeBody reads one HTTP body of JSON into v: one value and nothing after it, as a WebSocket
// message is read.
func DecodeBody(r io.Reader, v any) error {
	dec := json.NewDecoder(r)
	if err := dec.Decode(v); err != nil {
		return errors.New(Words(err))
	}
	var rest json.RawMessage
	if err := dec.Decode(&rest); !errors.Is(err, io.EOF) {
		return errors.New("the body holds something after its JSON object")
	}
	return nil
}

// needsStep is the messages whose step says which decision they answer: one that does not name
// it must not be taken for step 0.
var needsStep = map[string]bool{"move": true, "undo": true, "resign": true}

// namesStep reports whether data names a step that is not null.
func namesStep(data []byte) bool {
	var fields map[string]json.RawMessage
	if json.Unmarshal(data, &fields) != nil {
		return false
	}
	s, ok := fields["step"]
	return ok && !bytes.Equal(bytes.TrimSpace(s), []byte("null"))
}
