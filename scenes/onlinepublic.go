package scenes

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/online/protocol"
	"tigris/scenes/lobby"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

var (
	idQuick     = ui.Named("quick")        // play the next person who asks
	idQuickStop = ui.Named("quick-stop")   // stop waiting
	idQuickBot  = ui.Numbered("quick-bot") // a bot offered after the wait
	idTakeSeat  = ui.Numbered("take")      // an open seat of a listed game
)

// PublicScreen is the server's lobby: "Play the next person" (a 2-player live game with whoever
// asks next, bots offered after a wait) and the public games with an open seat, each taken with
// one tap. Its state is lobby.Public; a seat got here is opened by the online screen.
type PublicScreen struct {
	placeScreen
	*lobby.Public
}

func newPublicScreen(o *Online) *PublicScreen {
	return &PublicScreen{placeScreen: placeScreen{o: o}, Public: lobby.NewPublic(o.Lobby)}
}

// Update implements engine.Scene.
func (s *PublicScreen) Update(ctx *engine.Context) (bool, error) {
	base := s.o.base()
	s.Refresh(base, ctx.Now)
	redraw := s.TakePublic()
	if s.o.Open != nil { // a seat was got: the online screen opens it
		ctx.Switch(s.o)
		return true, nil
	}
	id, r := s.update(ctx, false)
	if id == idBack || ctx.In.KeyPressed(ebiten.KeyEscape) {
		s.StopQuick()
	}
	name := s.o.name.String()
	switch id {
	case idQuick:
		s.StartQuick(base, name)
	case idQuickStop:
		s.StopQuick()
	case idRefresh:
		s.List(base)
	}
	if i, ok := idQuickBot.Index(id); ok && i < len(s.Bots) {
		s.PlayBot(base, name, s.Bots[i])
	}
	if i, ok := idTakeSeat.Index(id); ok {
		s.TakeSeat(base, i, name)
	}
	// the waiting's seconds count on screen
	return redraw || r || s.Quick != lobby.QuickIdle || s.Listing || s.Taking, nil
}

// message is the line above the footer.
func (s *PublicScreen) message(th *ui.Theme) (string, bool) {
	switch {
	case s.Err != "":
		return s.Err, true
	case s.Note != "":
		return s.Note, false
	case s.Taking:
		return "Taking the seat…", false
	}
	return "", false
}

// Draw implements engine.Scene.
func (s *PublicScreen) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := s.o.sh.theme()
	msg, bad := s.message(th)
	col := th.Accent
	if bad {
		col = ui.Bad
	}
	p := s.begin(dst, ctx, "Find a game", msg, col,
		ui.FootButton{Label: "Refresh", ID: idRefresh, Tip: "Ask the server for its open games again", Enabled: !s.Listing})
	s.drawQuick(p, ctx)
	s.drawGames(p)
	p.end("public")
}

// drawQuick is "Play the next person" and its waiting, with the bots offered.
func (s *PublicScreen) drawQuick(p *placeCol, ctx *engine.Context) {
	u := p.u
	p.heading("Play the next person")
	p.say("A game of two, two minutes a decision, with whoever asks next on this server.", 14, p.th.Dim)
	if strings.TrimSpace(s.o.name.String()) == "" {
		p.say("Type your name on the online screen first: the other player sees it.", 14, ui.Bad)
	}
	bw := min(260*u, p.cw)
	if s.Quick == lobby.QuickIdle {
		p.s.ctl.Styled(p.c, ctx, ui.Rect{X: p.x0, Y: p.y, W: bw, H: p.bh}, "Play the next person", idQuick,
			"Wait for the next person who asks for a game", true, ui.Primary)
		p.y += p.bh + 2*p.gap
		return
	}
	engine.Rect(p.c, p.x0, p.y, p.cw, p.bh+16*u, p.th.Row)
	p.th.Label(p.c, ctx, s.QuickWords(ctx.Now), p.x0+12*u, p.y+(p.bh+16*u)/2-9*u, 15, true, p.th.Accent)
	p.y += p.bh + 16*u + p.gap
	if n := float64(len(s.Bots)); s.Quick == lobby.QuickOffered && n > 0 {
		w := min(170*u, (p.cw-(n-1)*p.gap)/n)
		for i, level := range s.Bots {
			p.button(float64(i)*(w+p.gap), w, session.Capitalize(level)+" bot", idQuickBot.At(i), "Stop waiting and play a bot of this level now", true)
		}
		p.y += p.bh + p.gap
	}
	x, w := 0.0, min(220*u, p.cw)
	p.button(x, w, "Stop waiting", idQuickStop, "Leave the queue", s.Quick != lobby.QuickStarting)
	p.y += p.bh + 2*p.gap
}

// drawGames lists the public games with an open seat.
func (s *PublicScreen) drawGames(p *placeCol) {
	p.heading("Open games")
	switch {
	case s.ListedFor == "" && s.Listing:
		p.say("Asking the server…", 14, p.th.Dim)
		return
	case len(s.Games) == 0:
		p.say("No public game waits for a player now. Play the next person above, or make a game on the online screen with \"Public: on\".", 14, p.th.Dim)
		return
	}
	for i, g := range s.Games {
		s.gameRow(p, i, g)
	}
}

// gameRow is a listed game: its seats with their ratings, its map and options, its time per
// decision, and Take a seat.
func (s *PublicScreen) gameRow(p *placeCol, i int, g protocol.LobbyGame) {
	c, ctx, th, u := p.c, p.ctx, p.th, p.u
	bw := 130 * u
	tw := p.cw - bw - 28*u
	lines := []string{lobby.SeatsWords(g), lobby.MapWords(g), fmt.Sprintf("%d of %d seats open · %s", g.Open, len(g.Seats), lobby.TurnLimitWords(g.TurnLimit))}
	h := 10 * u
	for j, l := range lines {
		h += th.Paragraph(nil, ctx, l, 0, 0, tw, sizeOf(j), j == 0, th.Text, engine.Left) + 4*u
	}
	rowH := max(h+6*u, p.bh+16*u)
	engine.Rect(c, p.x0, p.y, p.cw, rowH, th.Panel)
	y := p.y + 10*u
	for j, l := range lines {
		col := th.Dim
		if j == 0 {
			col = th.Text
			y += paragraphVerbatim(c, ctx, l, p.x0+12*u, y, tw, col) + 4*u // names are the players' own
			continue
		}
		y += th.Paragraph(c, ctx, l, p.x0+12*u, y, tw, sizeOf(j), false, col, engine.Left) + 4*u
	}
	s.ctl.Styled(c, ctx, ui.Rect{X: p.x0 + p.cw - bw - 8*u, Y: p.y + (rowH-p.bh)/2, W: bw, H: p.bh}, "Take a seat", idTakeSeat.At(i),
		"Sit in this game's first open seat and play", !s.Taking, ui.Primary)
	p.y += rowH + 6*u
}

func sizeOf(line int) float64 {
	if line == 0 {
		return 15
	}
	return 13
}

// paragraphVerbatim draws a line of players' names as they wrote them (the theme's glossary
// never rewrites a name), clipped to the width; it returns its height.
func paragraphVerbatim(dst *ebiten.Image, ctx *engine.Context, s string, x, y, w float64, col color.RGBA) float64 {
	f := ui.Face(ctx, 15, true)
	for len(s) > 1 && engine.VerbatimWidth(s, f) > w {
		s = ui.Clip(s, len([]rune(s))-2)
	}
	engine.Verbatim(dst, s, f, x, y, engine.Scale(col), engine.Left)
	return 20 * ctx.Scale
}
