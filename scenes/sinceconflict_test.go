//go:build display

package scenes

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/summary"
)

// On a phone, the card of what happened since the person's last turn keeps the line of every
// conflict, each naming who began it where, and leaves out placements first where not all fit
// (review 5: the card kept "Pot commits 0 temples" and dropped what Bull did to start the revolt).
// A game of a person (played by a random bot here) and three random bots, at the first turn of the
// person's whose summary holds a conflict and more lines than the card shows.
func TestAPhonesSinceCardKeepsEveryConflict(t *testing.T) {
	drawtest.Start(t)
	ctx := contextFor(t, screenSize{"phone-3x", 390, 844, 3})
	ctx.In.TouchScreen = true
	for seed := uint64(1); seed <= 30; seed++ {
		p, s, ok := sinceWithAConflict(t, ctx, seed)
		if !ok {
			continue
		}
		img := render(p, ctx)
		drawtest.SavePicture(img, "since-conflict-phone-3x")
		img.Deallocate()
		if !p.since.open || p.since.at.W == 0 {
			t.Fatalf("seed %d: no card", seed)
		}
		shown := sinceShown(p, ctx, p.since.lines)
		all := s.SinceSummary(1)
		for _, l := range all {
			if l.Weight == summary.Conflict && !containsLine(shown, l.Text) {
				t.Errorf("seed %d: the card leaves out the conflict %q:\n%s", seed, l.Text, strings.Join(shown, "\n"))
			}
		}
		for _, l := range shown {
			if strings.Contains(l, " commits ") {
				t.Errorf("seed %d: a commitment has its own line %q", seed, l)
			}
		}
		return
	}
	t.Fatal("no game of 30 gave the person a summary with a conflict longer than the card")
}

func containsLine(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// sinceWithAConflict plays a game of seed until the person's turn begins with a summary that has
// a conflict's line and more lines than the card shows; false when the game ends first.
func sinceWithAConflict(t *testing.T, ctx *engine.Context, seed uint64) (*Play, *session.Session, bool) {
	t.Helper()
	s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Bull, Level: ai.Random}, {Dynasty: game.Archer, Human: true},
		{Dynasty: game.Pot, Level: ai.Random}, {Dynasty: game.Lion, Level: ai.Random}}, Seed: seed, BotDelay: time.Nanosecond})
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(NewSession(s, s, s), Hooks{})
	me := ai.New(ai.Random, seed)
	found := false
	poll.Until(t, 2*time.Minute, "a summary with a conflict, or the game's end", func() bool {
		frame(p, ctx, 0, 0, false)
		p.anims.finish()
		switch {
		case s.State().Over():
			return true
		case !s.HumanToDecide():
			return false
		case s.TurnHeld():
			if err := s.EndTurn(); err != nil {
				t.Fatal(err)
			}
			return false
		}
		if p.fx.cardWaits(1) { // a conflict's card comes first, the since-card once it is read
			ctx.In.Keys = []ebiten.Key{ebiten.KeyEnter}
			frame(p, ctx, 0, 0, false)
			ctx.In.Keys = nil
			return false
		}
		if s.State().Turn() == 1 && !p.since.mine {
			return false // the screen shows the bots' moves still: its turn has not begun there
		}
		if s.Pending().Kind == game.DecideAction && s.State().ActionsLeft() == 2 && p.since.open {
			lines := s.SinceSummary(1)
			shown := sinceShown(p, ctx, lines)
			if hasConflictLine(lines) && len(shown) > 0 && strings.HasPrefix(shown[0], "…") {
				found = true
				return true
			}
		}
		if err := s.Try(me.Choose(s.View())); err != nil {
			t.Fatal(err)
		}
		return false
	})
	return p, s, found
}

// sinceShown are the lines the card shows of lines, measured as its draw measures them.
func sinceShown(p *Play, ctx *engine.Context, lines []summary.Line) []string {
	b, u := p.fitLay.Board, p.fitLay.U
	shown, _ := fitSince(p, ctx, lines, math.Min(b.W-16*u, 420*u), b.H/2-8*u-24*u)
	return shown
}

func hasConflictLine(lines []summary.Line) bool {
	for _, l := range lines {
		if l.Weight == summary.Conflict {
			return true
		}
	}
	return false
}
