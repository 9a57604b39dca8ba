package boardmode

import "testing"

// Each mode covers those after it: a question over the results, the results over the look before
// passing on, that over the hand-off, the hand-off over a dialog, a dialog over the board's input.
// What a covering mode holds keeps the rest from being asked.
func TestChooseCoversInOrder(t *testing.T) {
	order := []Mode{Ask, Over, Pass, Handoff, Dialog}
	for i, want := range order {
		asked := map[Mode]bool{}
		holds := func(m Mode) func() bool {
			return func() bool {
				asked[m] = true
				for _, o := range order[i:] {
					if o == m {
						return true // this one and every one it covers hold
					}
				}
				return false
			}
		}
		got := Choose(Now{Asking: holds(Ask), Over: holds(Over), Passing: holds(Pass), Handoff: holds(Handoff), Dialog: holds(Dialog)})
		if got != want {
			t.Errorf("with %v and those after it holding: %v", want, got)
		}
		for _, after := range order[i+1:] {
			if asked[after] {
				t.Errorf("with %v holding, %v was asked", want, after)
			}
		}
	}
	if got := Choose(Now{Asking: func() bool { return false }}); got != Input {
		t.Errorf("with nothing holding: %v, not the board's input", got)
	}
}
