//go:build display

package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// While a revolt a bot's decision settled is staged on the board (Anna's priest revolts on A2,
// she commits nothing, the Easy bot playing Bull commits its defence), the status line names
// that revolt, not Anna's turn that follows it; once the staging is over it says her turn
// again. The pictures are kept with TE_SCREENSHOTS=folder.
func TestStatusNamesTheStagedConflict(t *testing.T) {
	drawtest.Start(t)
	pos := strings.Replace(stagedRevoltPosition("rbbggk"), "hand bull bbbggk", "hand bull rbbggk", 1)
	st, err := game.ParsePosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.AnimSpeed = 2 // normal
			seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}}
			p, err := sh.Play(session.Config{Seats: seats, Start: st.Clone()})
			if err != nil {
				t.Fatal(err)
			}
			ctx := contextFor(t, size)
			step := func() {
				ctx.Now = ctx.Now.Add(10 * time.Millisecond)
				if _, err := p.Update(ctx); err != nil {
					t.Fatal(err)
				}
			}
			step()
			s := p.Session().Reader.(*session.Session)
			for _, line := range []string{"archer leader r A2", "archer commit 0"} {
				_, m, err := game.ParseMove(line)
				if err != nil {
					t.Fatal(err)
				}
				if err := s.Try(m); err != nil {
					t.Fatalf("%s: %v", line, err)
				}
				step()
			}
			poll.Until(t, time.Minute, "the bot's defence", func() bool {
				step()
				_, ok := s.State().Conflict()
				return !ok
			})
			status := func() string { return strings.Join(p.topParts(ctx, false), " · ") }
			if st := s.State(); st.Turn() != 0 || st.Pending().Kind != game.DecideAction {
				t.Fatalf("after the revolt: turn %d, pending %v", st.Turn(), st.Pending().Kind)
			}
			start := ctx.Now
			for _, at := range []float64{0, holdEnd} { // the pieces rising, then the totals counted
				ctx.Now = start.Add(time.Duration(at * float64(time.Second)))
				if _, err := p.Update(ctx); err != nil {
					t.Fatal(err)
				}
				savePicture(render(p, ctx), "status-staged-"+size.name+"-"+time.Duration(at*float64(time.Second)).String())
				if got := status(); !strings.Contains(got, "Revolt of the priests · Anna attacks, Bull defends") || strings.Contains(got, "Anna's turn") {
					t.Errorf("%.1f s into the staging of the bot's revolt the status says %q", at, got)
				}
			}
			ctx.Now = start.Add(time.Duration((stageEnd + 0.05) * float64(time.Second)))
			if _, err := p.Update(ctx); err != nil {
				t.Fatal(err)
			}
			// the bot decided Anna's revolt: its card holds the staging, still named, until read
			if got := status(); !p.fx.card.ok || !strings.Contains(got, "Revolt of the priests") {
				t.Errorf("before the card is read: card %v, the status says %q", p.fx.card.ok, got)
			}
			ctx.In.Keys = []ebiten.Key{ebiten.KeyEnter}
			if _, err := p.Update(ctx); err != nil {
				t.Fatal(err)
			}
			ctx.In.Keys = nil
			ctx.Now = ctx.Now.Add(time.Second) // the staging plays on from its height
			if _, err := p.Update(ctx); err != nil {
				t.Fatal(err)
			}
			savePicture(render(p, ctx), "status-after-staging-"+size.name)
			if got := status(); !strings.HasPrefix(got, "Anna's turn") {
				t.Errorf("after the staging the status says %q", got)
			}
		})
	}
}

// After a second action Undo can take back, the status line offers it; after one whose conflict
// brought commitments to light (Anna's revolt, the Easy bot's defence), Undo is off and the line
// says End turn alone: it used to offer the greyed Undo (issue 44).
func TestStatusOffersUndoOnlyWhenItIsOn(t *testing.T) {
	drawtest.Start(t)
	pos := strings.Replace(stagedRevoltPosition("rbbggk"), "hand bull bbbggk", "hand bull rbbggk", 1)
	for _, c := range []struct {
		name   string
		second []string
		undo   bool
	}{
		{"tile", []string{"archer tile g H6"}, true},
		{"revolt", []string{"archer leader r A2", "archer commit 0"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			st, err := game.ParsePosition(pos)
			if err != nil {
				t.Fatal(err)
			}
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}}
			p, err := sh.Play(session.Config{Seats: seats, Start: st})
			if err != nil {
				t.Fatal(err)
			}
			ctx := contextFor(t, screenSize{"1280x800", 1280, 800, 1})
			step := func() {
				ctx.Now = ctx.Now.Add(50 * time.Millisecond)
				if _, err := p.Update(ctx); err != nil {
					t.Fatal(err)
				}
			}
			step()
			s := p.Session().Reader.(*session.Session)
			for _, line := range append([]string{"archer tile g H5"}, c.second...) {
				_, m, err := game.ParseMove(line)
				if err != nil {
					t.Fatal(err)
				}
				if err := s.Try(m); err != nil {
					t.Fatalf("%s: %v", line, err)
				}
				step()
			}
			poll.Until(t, time.Minute, "Anna's turn held for End turn", func() bool {
				step()
				if p.fx.card.ok { // the bot decided her revolt: she reads its card
					ctx.In.Keys = []ebiten.Key{ebiten.KeyEnter}
					step()
					ctx.In.Keys = nil
				}
				return s.TurnHeld() && s.HumanToDecide() && !p.anims.onStage().ok
			})
			got := strings.Join(p.topParts(ctx, false), " · ")
			if s.CanUndo() != c.undo {
				t.Fatalf("Undo on: %v, want %v", s.CanUndo(), c.undo)
			}
			if strings.Contains(got, "Undo") != c.undo || !strings.Contains(got, "End turn") {
				t.Errorf("with Undo on %v the status says %q", c.undo, got)
			}
		})
	}
}
