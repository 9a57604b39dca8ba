//go:build display

package scenes

import (
	"os"
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
	"tigris/scenes/settings"
	"tigris/storage"
)

// The defender reads the conflict's card as the attacker does (review 6, d19 and m09: after the
// war he defended only the strip's toast said how it ended, where the attacker had a card with
// Continue). In a hot seat Bo's priest revolts against Anna's and Anna's commitment decides it:
// the card says both sides' totals, who held, who went home and the point she won, and stands
// where the pass card would, which comes once she has read it; her hand-off after Bo's turn tells
// the revolt with Bo's later move. Desktop and phone; pictures with
// TE_SCREENSHOTS=folder.
func TestTheDefenderReadsTheConflictsCard(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			d := &driver{t: t, ctx: contextFor(t, size)}
			p := annaDefendsInAHotSeat(t, d)
			defer func() { d.free() }()
			untilTheCardStands(p, d)
			if !p.fx.card.ok {
				t.Fatal("the revolt Anna defended shows her no card")
			}
			d.look("defend-card-hotseat-" + size.name)
			if !d.has("seen-conflict") || d.has("pass-on") {
				t.Fatalf("the card's Continue drawn %v, the pass card's button %v", d.has("seen-conflict"), d.has("pass-on"))
			}
			title, lines := p.fx.card.lines(p.sess.Name)
			all := title + "\n" + strings.Join(lines, "\n")
			for _, want := range []string{"The revolt of the priests", "Bo attacks at H5: 1 on the board + 0 committed = 1",
				"Anna defends at G4: 1 on the board + 0 committed = 1", "Anna holds in the revolt of the priests, 1 to 1", "Bo's priest goes home.", "You score 1 red point."} {
				if !strings.Contains(all, want) {
					t.Errorf("the card says %q, nothing of %q", all, want)
				}
			}
			d.key(ebiten.KeyEnter) // reads the card, and does not pass the screen unread
			if p.fx.card.ok || p.sess.Viewer() != 0 || !d.has("pass-on") {
				t.Fatalf("after Enter: card %v, viewer %d, the pass card's button %v", p.fx.card.ok, p.sess.Viewer(), d.has("pass-on"))
			}
			d.look("defend-card-hotseat-" + size.name + "-after")
			// Bo's turn goes on; Anna's hand-off tells the revolt she defended with it (h08)
			d.click("pass-on")
			d.click("ready")
			if err := p.sess.Drop(session.Piece{Kind: session.SupplyLeader, Color: game.Black}, mustSpace(t, "A8")); err != nil {
				t.Fatal(err)
			}
			d.step(0, 0, false)
			p.anims.finish()
			if p.turnHeld() {
				d.key(ebiten.KeySpace) // End turn
			}
			if passing(p.sess.Reader) {
				d.click("pass-on")
			}
			d.look("defend-card-hotseat-" + size.name + "-handoff")
			since := strings.Join(p.sess.Reader.(*session.Session).SinceLastTurn(0), "\n")
			if !needsHandoff(p.sess.Reader) || !strings.Contains(since, "Bo's priest at H5 revolts against Anna's at G4") || !strings.Contains(since, "Bo places the king at A8") {
				t.Errorf("Anna's hand-off (shown %v) does not tell the revolt she defended and Bo's king:\n%s", needsHandoff(p.sess.Reader), since)
			}
			summaryInItsBox(t, p, d.ctx)
		})
	}
}

// untilTheCardStands steps the staging on until the conflict's card stands over it: the board
// told the outcome, the totals counted (TestResultCardAfterTheBoardTellsIt).
func untilTheCardStands(p *Play, d *driver) {
	for i := 0; i < 400 && p.fx.card.ok; i++ {
		if _, ok := p.fx.card.place(p, d.ctx); ok && (p.anims.frozen || !p.anims.onStage().ok) {
			return
		}
		p.anims.start = p.anims.start.Add(-50 * time.Millisecond)
		d.step(0, 0, false)
	}
}

// annaDefendsInAHotSeat is a hot seat of Anna and Bo at testdata/revolt.pos without Bo's priest:
// Anna's priest on G4, then Bo's on H5 revolts against it, both commit nothing, Anna last.
func annaDefendsInAHotSeat(t *testing.T, d *driver) *Play {
	t.Helper()
	st, err := game.ParsePosition(strings.Replace(string(readTestdata(t, "revolt.pos")), "Ak r. Br", "Ak r. ..", 1))
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}}
	p, err := sh.Play(session.Config{Seats: seats, Start: st})
	if err != nil {
		t.Fatal(err)
	}
	d.scene = p
	d.step(0, 0, false)
	d.click("ready")
	drop := func(pc session.Piece, at string) {
		t.Helper()
		if err := p.sess.Drop(pc, mustSpace(t, at)); err != nil {
			t.Fatalf("%v at %s: %v", pc, at, err)
		}
		d.step(0, 0, false)
	}
	drop(session.Piece{Kind: session.SupplyLeader, Color: game.Red}, "G4")
	drop(session.Piece{Kind: session.HandTile, Color: game.Green}, "A11")
	p.anims.finish()
	if p.turnHeld() {
		d.key(ebiten.KeySpace) // End turn
	}
	if passing(p.sess.Reader) {
		d.click("pass-on")
	}
	d.click("ready")
	drop(session.Piece{Kind: session.SupplyLeader, Color: game.Red}, "H5")
	d.click("option0") // Bo commits nothing; Anna takes the screen
	d.click("ready")
	d.click("option0") // Anna commits nothing: her commitment decides the revolt
	if _, on := p.sess.State().Conflict(); on || p.sess.Viewer() != 0 {
		t.Fatalf("after Anna's commitment: the revolt still on %v, viewer %d", on, p.sess.Viewer())
	}
	return p
}

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Against a bot the same: the revolt or war Anna defended, decided by her commitment, gives her
// its card, and the bot waits for it (d19, m09). On a phone the card of what happened since her
// last turn waits behind it, one card at a time (m13), and tells that conflict once her turn
// begins (m09: it said only "Bull places the priest at J1"). A game of Anna (played by a random
// bot) and a random bot, which place leaders anywhere, at the first conflict she defends with
// tiles to commit. Pictures with TE_SCREENSHOTS=folder.
func TestTheDefenderReadsTheCardAgainstABot(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			phone := size.device > 1
			ctx.In.TouchScreen = phone
			d := &driver{t: t, ctx: ctx}
			p, s := annaDefendsAgainstABot(t, d)
			defer func() { d.free() }()
			untilTheCardStands(p, d)
			if !p.fx.card.ok {
				t.Fatal("the conflict Anna defended shows her no card")
			}
			d.look("defend-card-bot-" + size.name)
			if !d.has("seen-conflict") || p.since.open {
				t.Fatalf("the card's Continue drawn %v, the since-card open beside it %v", d.has("seen-conflict"), p.since.open)
			}
			_, lines := p.fx.card.lines(p.sess.Name)
			if all := strings.Join(lines, "\n"); !strings.Contains(all, "Anna defends at ") || !strings.Contains(all, " goes home") {
				t.Errorf("the card says %q", all)
			}
			d.click("seen-conflict")
			if !phone {
				return
			}
			poll.Until(t, time.Minute, "Anna's next turn", func() bool {
				d.step(0, 0, false)
				p.anims.finish()
				oneCard(t, p)
				return p.since.open || s.State().Over() || p.since.mine // (its turn begun on the screen too)
			})
			d.look("defend-since-bot-" + size.name)
			if !p.since.open || !strings.Contains(strings.Join(sinceShown(p, ctx, p.since.lines), "\n"), "against Anna's at") {
				t.Errorf("Anna's since-card (open %v) does not tell the conflict she defended: %q (mine %v over %v turn %d summary %q log %q)", p.since.open, sinceShown(p, ctx, p.since.lines), p.since.mine, s.State().Over(), s.State().Turn(), s.SinceLastTurn(1), s.Log()[max(0, len(s.Log())-12):])
			}
		})
	}
}

// annaDefendsAgainstABot plays games of Anna (seat 1, a random bot's choices) against a random
// bot until Anna's commitment as the defender decides a revolt or a war: the frame after it.
func annaDefendsAgainstABot(t *testing.T, d *driver) (*Play, *session.Session) {
	t.Helper()
	for seed := uint64(1); seed <= 20; seed++ {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42} // the staging at normal speed
		p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Bull, Level: ai.Random, Name: "Bull"}, {Dynasty: game.Archer, Human: true, Name: "Anna"}},
			Seed: seed, BotDelay: time.Nanosecond})
		if err != nil {
			t.Fatal(err)
		}
		s := p.sess.Reader.(*session.Session)
		d.scene = p
		if annaDefends(t, d, p, s, ai.New(ai.Random, seed)) {
			return p, s
		}
	}
	t.Fatal("in 20 games Anna never defended with tiles to commit")
	return nil, nil
}

// annaDefends plays the game of s until Anna's commitment as the defender decides a conflict
// (true) or the game ends; the other cards of her conflicts are read as they come.
func annaDefends(t *testing.T, d *driver, p *Play, s *session.Session, me *ai.Bot) bool {
	t.Helper()
	done := false
	poll.Until(t, 2*time.Minute, "Anna's defence, or the game's end", func() bool {
		d.step(0, 0, false)
		p.anims.finish()
		oneCard(t, p)
		switch {
		case s.State().Over():
			return true
		case p.fx.card.ok:
			d.key(ebiten.KeyEnter)
			return false
		case p.since.open:
			d.key(ebiten.KeyEnter)
			return false
		case !s.HumanToDecide():
			return false
		case s.TurnHeld():
			if err := s.EndTurn(); err != nil {
				t.Fatal(err)
			}
			return false
		}
		cf, on := s.State().Conflict()
		defends := on && s.Pending().Kind == game.DecideCommit && cf.Defender == 1
		if err := s.Try(me.Choose(s.View())); err != nil {
			t.Fatal(err)
		}
		if defends {
			d.step(0, 0, false)
			done = true
		}
		return done
	})
	return done
}

// oneCard fails when a conflict's card and the card of what happened since the person's last turn
// stand on the screen together (review 6, m13: two cards to dismiss, the board under both).
func oneCard(t *testing.T, p *Play) {
	t.Helper()
	if p.fx.card.ok && p.since.open {
		t.Fatalf("a conflict's card and the since-card at once: %v", p.since.lines)
	}
}

// summaryInItsBox fails where the summary's box, at any width from a narrow phone's to a
// desktop's, is lower than its lines as drawSince wraps them: the last line stood out of its foot
// on a phone's hand-off once a conflict's long line wrapped once more than it was measured.
func summaryInItsBox(t *testing.T, p *Play, ctx *engine.Context) {
	t.Helper()
	th, u := p.theme(), p.lay.U
	for w := 240 * u; w <= 640*u; w += 10 * u {
		lines, h := sinceLines(p, ctx, w, 1e6)
		drawn := 34*u + 4*u
		for _, l := range lines {
			drawn += th.Paragraph(nil, ctx, l, 0, 0, w-46*u, 14, false, th.Text, engine.Left) + 4*u
		}
		if drawn > h+0.5 {
			t.Fatalf("%.0f px wide, the summary's box is %.0f px high and its lines %.0f:\n%s", w, h, drawn, strings.Join(lines, "\n"))
		}
	}
}
