//go:build js

package storage

import (
	"syscall/js"
)

// Lock takes the page's storage for this tab alone for as long as the tab lives, with the
// browser's Web Locks: two tabs of one site share one local storage, and each would overwrite the
// other's game. ErrInUse says another tab holds it. A browser without Web Locks is not refused.
func (s *Local) Lock() (unlock func(), err error) {
	locks := js.Global().Get("navigator").Get("locks")
	if locks.IsUndefined() || locks.IsNull() {
		return func() {}, nil
	}
	got := make(chan bool, 1)
	var release js.Value
	var granted js.Func
	granted = js.FuncOf(func(this js.Value, args []js.Value) any {
		granted.Release()
		if len(args) == 0 || args[0].IsNull() {
			got <- false
			return nil
		}
		// the lock is held until this promise settles, which only unlock does
		var hold js.Func
		hold = js.FuncOf(func(this js.Value, args []js.Value) any {
			hold.Release()
			release = args[0]
			return nil
		})
		got <- true
		return js.Global().Get("Promise").New(hold)
	})
	locks.Call("request", s.prefix+"storage", map[string]any{"mode": "exclusive", "ifAvailable": true}, granted)
	if !<-got {
		return nil, ErrInUse
	}
	return func() {
		if !release.IsUndefined() {
			release.Invoke()
		}
	}, nil
}
