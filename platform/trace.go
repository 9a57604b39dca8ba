package platform

import (
	"fmt"
	"strings"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes"
)

// The -trace lines (docs/TRACE.md) are what the end-to-end checks read to aim their clicks and to
// wait for the game: their format must not change without the checks.

// TraceHooks prints every hook's event on standard output.
func TraceHooks(h *scenes.Hooks) {
	last := ""
	h.Controls = func(line string) { // a line that changed: a screen's controls moved, or another screen
		if line != last {
			last = line
			fmt.Println("controls:", line)
		}
	}
	h.Pieces = func(line string) { fmt.Println("pieces:", line) }
	h.Applied = func(line string) { fmt.Println("applied:", line) }
	h.Hint = func(text string) { fmt.Println("hint:", text) }
	h.Online = func(line string) { fmt.Println("online:", line) }
	h.Await = func(v *game.View, hand string) { fmt.Println(awaitLine(v, hand)) }
	h.Layout = func(hand [6][2]int, cells [game.NCells][2]int) { fmt.Println(layoutLine(hand, cells)) }
}

// awaitLine is "await: DYNASTY KIND hand=SLOTS" for a human's decision on screen: the hand's six
// slots as the screen shows them, a letter a tile and "." a slot emptied this turn (the checks aim
// at a tile by its place in the line).
func awaitLine(v *game.View, hand string) string {
	return fmt.Sprintf("await: %s %s hand=%s", v.Players[v.Me].Dynasty, v.Pending().Kind, hand)
}

// layoutLine is "layout: hand x,y ×6 cells x,y ×176": the hand slots and every space's centre.
func layoutLine(hand [6][2]int, cells [game.NCells][2]int) string {
	var b strings.Builder
	b.WriteString("layout: hand")
	for _, p := range hand {
		fmt.Fprintf(&b, " %d,%d", p[0], p[1])
	}
	b.WriteString(" cells")
	for _, p := range cells {
		fmt.Fprintf(&b, " %d,%d", p[0], p[1])
	}
	return b.String()
}

// TraceResult prints "result: PLACE DYNASTY [scores]" for every player, first place first.
func TraceResult(s *game.State) {
	order, place := game.Ranking(s)
	for _, p := range order {
		fmt.Printf("result: %d %s %v\n", place[p], s.Player(p).Dynasty, game.FinalScore(s.Player(p)))
	}
}

// traceNotice prints the title screen's notice, if any.
func traceNotice(notice string) {
	if notice != "" {
		fmt.Println("notice:", notice)
	}
}

// traceSound says when the sound device could not start and names every clip as it plays.
func traceSound(s *engine.Sound) {
	if s.Err != nil {
		fmt.Println("sound: off:", s.Err)
	}
	s.Played = func(name string) { fmt.Println("sound:", name) }
}

// TraceFirstFrame prints how long the first frame took to come.
func TraceFirstFrame() { fmt.Printf("first-frame: %.0f ms\n", sinceStart()) }

// TracePointer prints what the game saw of the pointer this frame ("pointer: down|move|up X,Y"
// in pointer-event coordinates), so a check can wait until the game has seen each step of a drag
// instead of guessing how long a frame takes.
func TracePointer(ctx *engine.Context) {
	in := ctx.In
	kind := ""
	switch {
	case in.Pressed:
		kind = "down"
	case in.Released:
		kind = "up"
	case in.Moved:
		kind = "move"
	default:
		return
	}
	ev := engine.EventScale(ctx.Device)
	fmt.Printf("pointer: %s %d,%d\n", kind, int(float64(in.X)/ev), int(float64(in.Y)/ev))
}
