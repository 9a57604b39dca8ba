//go:build display

package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// stagedRevoltPosition: Archer's priest placed on A2 (temples A1 and B2 beside it) revolts against
// Bull's priest on C2 (the temple B2 beside it), 2 to 1 on the board.
func stagedRevoltPosition(archerHand string) string {
	rows := make([]string, game.Rows)
	for r := range rows {
		rows[r] = strings.TrimSpace(strings.Repeat(".. ", game.Cols))
	}
	rows[0] = "r. " + rows[0][3:]
	rows[1] = ".. r. Br " + rows[1][9:]
	return "position\n  map standard\n  players archer bull\n  turn archer\n  board\n    " + strings.Join(rows, "\n    ") +
		"\n  hand archer " + archerHand + "\n  hand bull bbbggk\n  seed 5\n"
}

// stagedRevolt plays the revolt in a hot-seat game with animations at normal speed: after the
// attacker's commitment when he holds a red tile (the board showed the conflict under way),
// else decided as the priest is placed. It returns the play scene just after the deciding
// decision's effects began, and when they did.
func stagedRevolt(t *testing.T, archerHand string) (*Play, time.Time) {
	t.Helper()
	return stagedRevoltOf(t, stagedRevoltPosition(archerHand))
}

// stagedRevoltOf plays the revolt of stagedRevolt in that position.
func stagedRevoltOf(t *testing.T, pos string) (*Play, time.Time) {
	t.Helper()
	return stagedRevoltAt(t, pos, newContext(t))
}

// stagedRevoltAt plays the revolt of stagedRevolt in that position on ctx's screen.
func stagedRevoltAt(t *testing.T, pos string, ctx *engine.Context) (*Play, time.Time) {
	t.Helper()
	st, err := game.ParsePosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	sh.Settings.AnimSpeed = 2 // normal
	p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: st})
	if err != nil {
		t.Fatal(err)
	}
	step := func() {
		if _, err := p.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	step()
	s := p.Session().Reader.(*session.Session)
	try := func(line string) {
		if s.NeedsHandoff() {
			s.Ready()
		}
		_, m, err := game.ParseMove(line)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Try(m); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		ctx.Now = ctx.Now.Add(10 * time.Millisecond)
		step()
	}
	try("archer leader r A2")
	if pd := s.State().Pending(); pd.Kind == game.DecideCommit {
		if !p.anims.stage.ok {
			t.Fatal("the conflict under way was not kept for its staging")
		}
		try("archer commit 0")
	}
	if _, ok := s.State().Conflict(); ok {
		t.Fatal("the revolt is still under way")
	}
	return p, ctx.Now
}

// A decided revolt is staged before its banner: the pieces of both sides rise, the beaten
// leader topples, the totals count up to the result, and the banner comes after; the
// pictures are kept for a person to look at (TE_SCREENSHOTS).
func TestRevoltIsStagedThenAnnounced(t *testing.T) {
	drawtest.Start(t)
	for _, hand := range []string{"rbbggk", "bbbggk"} {
		p, start := stagedRevolt(t, hand)
		a2, _ := game.ParseSpace("A2")
		c2, _ := game.ParseSpace("C2")
		var beaten, raised bool
		for _, an := range p.anims.list {
			if an.kind == lift && an.cell == c2 && an.beaten {
				beaten = true
			}
			if an.kind == lift && an.cell == a2 && !an.beaten {
				raised = true
			}
		}
		if !beaten || !raised {
			t.Fatalf("hand %s: the winner's priest raised %v, the beaten one toppling %v", hand, raised, beaten)
		}
		if p.banner.text != "" {
			t.Fatalf("hand %s: the banner came before the staging: %q", hand, p.banner.text)
		}
		ctx := newContext(t)
		for _, at := range []float64{0.4, 0.9, 1.3} {
			ctx.Now = start.Add(time.Duration(at * float64(time.Second)))
			p.Update(ctx)
			savePicture(render(p, ctx), "motion-revolt-"+hand+"-"+time.Duration(at*float64(time.Second)).String())
			if p.banner.text != "" {
				t.Fatalf("hand %s: the banner came %.1f s into the staging", hand, at)
			}
		}
		ctx.Now = start.Add(time.Duration((stageEnd + 0.05) * float64(time.Second)))
		p.Update(ctx)
		// the card of the revolt he fought holds the staging until read (conflictcard.go), whether
		// his placement or his commitment decided it; a key reads it
		if !p.fx.card.ok || p.banner.text != "" {
			t.Fatalf("hand %s: card %v, banner %q before the card is read", hand, p.fx.card.ok, p.banner.text)
		}
		ctx.In.Keys = []ebiten.Key{ebiten.KeyEnter}
		p.Update(ctx)
		ctx.In.Keys = nil
		ctx.Now = ctx.Now.Add(time.Second) // the staging plays on from its height
		p.Update(ctx)
		if !strings.Contains(p.banner.text, "wins the revolt") {
			t.Fatalf("hand %s: no banner after the staging: %q", hand, p.banner.text)
		}
	}
}

// A click skips a conflict's staging: the banner shows at once.
func TestClickSkipsTheStaging(t *testing.T) {
	drawtest.Start(t)
	p, start := stagedRevolt(t, "bbbggk")
	ctx := newContext(t)
	ctx.Now = start.Add(100 * time.Millisecond)
	ctx.In.Pressed, ctx.In.X, ctx.In.Y = true, 1, 1
	p.Update(ctx)
	if len(p.anims.list) != 0 || !strings.Contains(p.banner.text, "wins the revolt") {
		t.Fatalf("after a click: %d animations left, banner %q", len(p.anims.list), p.banner.text)
	}
}

// The point a revolt wins flies to its owner's counter after the staging, as a red token, and
// the counter counts it only as it lands, ticking.
func TestPointsLandThenCount(t *testing.T) {
	drawtest.Start(t)
	p, start := stagedRevolt(t, "rbbggk")
	s := p.Session().Reader.(*session.Session)
	if s.NeedsHandoff() {
		s.Ready()
	}
	archer := 0
	score := int(s.State().Player(archer).Score[game.Red])
	if score != 1 {
		t.Fatalf("Archer holds %d red after the revolt", score)
	}
	ctx := newContext(t)
	at := func(sec float64) {
		ctx.Now = start.Add(time.Duration(sec * float64(time.Second)))
		p.Update(ctx)
		savePicture(render(p, ctx), "motion-points-"+time.Duration(sec*float64(time.Second)).String())
	}
	// the revolt's card is read at once: it would hold the staging, and the token, at its height
	ctx.In.Keys = []ebiten.Key{ebiten.KeyEnter}
	at(0.1) // draws the counters, so the token knows where they stand
	ctx.In.Keys = nil
	if !p.anims.counterOK {
		t.Fatal("the viewer's counters were not drawn")
	}
	var token *anim
	for i := range p.anims.list {
		if an := &p.anims.list[i]; an.kind == fly && an.player == archer && an.color == int(game.Red) {
			token = an
		}
	}
	if token == nil {
		t.Fatal("no red token flies to Archer")
	}
	if token.delay < stageEnd {
		t.Fatalf("the token flies at %.2f s, before the staging ends", token.delay)
	}
	if n := p.anims.shown(archer, int(game.Red), score); n != score-1 {
		t.Fatalf("before the token lands the counter shows %d", n)
	}
	at(token.delay + token.dur*0.5)
	land := token.delay + token.dur
	at(land + 0.05)
	if n, pop := p.anims.counter(archer, int(game.Red), score); n != score || pop <= 0 {
		t.Fatalf("as the token lands the counter shows %d, ticking %.2f", n, pop)
	}
}

// A piece the player drops falls the last bit onto its space and settles: the board leaves the
// space to the animation until it has landed.
func TestDroppedPieceSettles(t *testing.T) {
	drawtest.Start(t)
	st, err := game.ParsePosition(stagedRevoltPosition("rbbggk"))
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	sh.Settings.AnimSpeed = 2
	p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: st})
	if err != nil {
		t.Fatal(err)
	}
	ctx := newContext(t)
	p.Update(ctx)
	s := p.Session().Reader.(*session.Session)
	if s.NeedsHandoff() {
		s.Ready()
	}
	_, m, _ := game.ParseMove("archer tile g H5")
	if err := s.Try(m); err != nil {
		t.Fatal(err)
	}
	p.Update(ctx)
	start := ctx.Now
	h5, _ := game.ParseSpace("H5")
	var dropping *anim
	for i := range p.anims.list {
		if an := &p.anims.list[i]; an.kind == drop && an.cell == h5 {
			dropping = an
		}
	}
	if dropping == nil {
		t.Fatal("the market dropped on H5 does not fall and settle")
	}
	ctx.Now = start.Add(time.Duration(dropping.dur * 0.3 * float64(time.Second)))
	p.Update(ctx)
	savePicture(render(p, ctx), "motion-drop")
	if !p.anims.hides(h5) {
		t.Fatal("the board draws H5's market while it is still falling")
	}
	ctx.Now = start.Add(time.Duration((dropping.dur + 0.05) * float64(time.Second)))
	p.Update(ctx)
	if p.anims.hides(h5) {
		t.Fatal("H5's market is still left out after it landed")
	}
}

// The board's pieces bake off the frame: drafts stand in at once, the full-size pieces replace
// them when baked, and a new size starts from the last size's pieces, which the old set gives up.
func TestPiecesBakeOffTheFrame(t *testing.T) {
	drawtest.Start(t)
	s := assets.NewSpritesLater(60, &assets.Normal, nil)
	if w := s.Tiles[game.Red].Bounds().Dx(); w >= 60 {
		t.Fatalf("the first sprites are %d px: baked on the frame", w)
	}
	poll.Until(t, 30*time.Second, "the full-size pieces", s.Settle)
	if w := s.Monuments[0].Bounds().Dx(); w != 120 {
		t.Fatalf("a monument is %d px, not two spaces of 60", w)
	}
	was := s.Tiles[game.Red]
	next := assets.NewSpritesLater(70, &assets.Normal, s)
	s.Deallocate()
	if next.Tiles[game.Red] != was || s.Tiles[game.Red] != nil {
		t.Fatal("the new size does not stand on the last size's pieces")
	}
	next.Deallocate()
}

// waitForPieces waits until the board's full-size pieces replace the drafts drawn while they
// bake, so a test reads the pieces' pixels as a player sees them.
func waitForPieces(t *testing.T, v *boardView) {
	t.Helper()
	poll.Until(t, 30*time.Second, "the board's full-size pieces", func() bool { v.settle(); return !baking(v) })
}

// baking reports that the board's full-size pieces are still on their way.
func baking(v *boardView) bool { return v.sprites.Baking() || v.panelSprites.Baking() }
