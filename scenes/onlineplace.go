package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/lobby"
	"tigris/scenes/ui"
)

// The screens of online as a place (the public games, the account, the ratings) are opened from
// the online screen and come back to it: they read its server, its name and its kept seats, and a
// seat they get is opened by it (Lobby.Open).
var (
	idPlacePublic  = ui.Named("place-public")
	idPlaceAccount = ui.Named("place-account")
	idPlaceRatings = ui.Named("place-ratings")
)

// placeScreen is what those screens share: the online screen under them, their controls and
// their scrolling column.
type placeScreen struct {
	o    *Online
	ctl  ui.Controls
	page ui.Page
}

// Controls are the screen's controls as last drawn.
func (s *placeScreen) Controls() *ui.Controls { return &s.ctl }

// placeCol is one frame's drawing of such a screen's column, y where the next part goes.
type placeCol struct {
	s               *placeScreen
	dst, c          *ebiten.Image
	ctx             *engine.Context
	th              *ui.Theme
	u, x0, cw, y    float64
	bh, gap, bottom float64
	wide            bool
	from            int
}

// begin draws the screen's title, its footer (Back first) and its message above the footer, and
// starts its column.
func (s *placeScreen) begin(dst *ebiten.Image, ctx *engine.Context, title, msg string, col color.RGBA, foot ...ui.FootButton) *placeCol {
	th := s.o.sh.theme()
	u := ctx.Scale
	top := screen(dst, ctx, th, &s.ctl, title)
	cw := ui.ContentWidth(ctx, 660)
	x0 := (float64(ctx.W) - cw) / 2
	buttons := append([]ui.FootButton{{Label: "Back", ID: idBack, Tip: "Back to online play (Esc)", Enabled: true}}, foot...)
	bottom := ui.Footer(dst, ctx, &s.ctl, cw, buttons...)
	if msg != "" {
		bottom -= th.Paragraph(nil, ctx, msg, 0, 0, cw, 14, false, col, engine.Left) + 8*u
		th.Paragraph(dst, ctx, msg, x0, bottom+4*u, cw, 14, false, col, engine.Left)
	}
	from := len(s.ctl.Hits)
	c, y := s.page.Begin(dst, ui.Rect{X: 0, Y: top, W: float64(ctx.W), H: bottom - top})
	return &placeCol{s: s, dst: dst, c: c, ctx: ctx, th: th, u: u, x0: x0, cw: cw, y: y + 4*u,
		bh: ui.TouchSize * u, gap: 8 * u, wide: cw >= 560*u, from: from}
}

// end closes the column and draws the tips; name is the screen's in the -trace lines.
func (p *placeCol) end(name string) {
	p.s.page.End(p.dst, p.ctx, &p.s.ctl, p.from, p.y)
	p.s.ctl.DrawTip(p.dst, p.ctx)
	p.s.ctl.Trace(p.s.o.sh.traceControls(), name, p.ctx)
}

func (p *placeCol) heading(words string) {
	p.th.Label(p.c, p.ctx, words, p.x0, p.y, 15, true, p.th.Text)
	p.y += 28 * p.u
}

// say is a paragraph of the column in the theme's words.
func (p *placeCol) say(words string, size float64, c color.Color) {
	p.y += p.th.Paragraph(p.c, p.ctx, words, p.x0, p.y, p.cw, size, false, c, engine.Left) + 8*p.u
}

// button is a button of the column at x (from the column's left) of width w; it does not move y.
func (p *placeCol) button(x, w float64, label string, id ui.ID, tip string, enabled bool) {
	p.s.ctl.Button(p.c, p.ctx, ui.Rect{X: p.x0 + x, Y: p.y, W: w, H: p.bh}, label, id, tip, enabled)
}

// field is a labelled text field on a line of its own.
func (p *placeCol) field(f *ui.TextField, label string, id ui.ID, tip string) {
	lw := 130 * p.u
	p.th.Label(p.c, p.ctx, label, p.x0, p.y+12*p.u, 14, false, p.th.Dim)
	r := ui.Rect{X: p.x0 + lw, Y: p.y, W: math.Min(320*p.u, p.cw-lw), H: p.bh}
	f.Draw(p.c, p.ctx, p.th, r)
	p.s.ctl.Add(r, id, tip, true)
	p.y += p.bh + p.gap
}

// update is the frame's input common to these screens: scrolling, the tips, Esc and Back going
// back to the online screen. It returns the control chosen, and whether to draw again.
func (s *placeScreen) update(ctx *engine.Context, typing bool) (ui.ID, bool) {
	id, redraw := s.ctl.Update(ctx)
	redraw = s.page.Update(ctx) || redraw
	if id == idBack || ctx.In.KeyPressed(ebiten.KeyEscape) && !typing {
		ctx.Switch(s.o)
		return ui.ID{}, true
	}
	return id, redraw || !id.IsZero()
}

// door is a way from the online screen to a screen of the server as a place.
type door struct {
	label string
	id    ui.ID
	tip   string
}

// doors are the ways to the public games, the account and the ratings.
func (o *Online) doors() []door {
	account := "Sign in"
	if o.SignedIn() != "" {
		account = "Account: " + o.SignedIn()
	}
	return []door{
		{"Find a game", idPlacePublic, "The server's open games, and a game with the next person who asks"},
		{account, idPlaceAccount, "One name and your games on every device: sign up or sign in"},
		{"Ratings", idPlaceRatings, "The server's best players, and your rating"},
	}
}

// footer is the online screen's footer: Back, the doors where the column is wide (so the new
// game's Create stays on a desktop's screen), then Refresh.
func (o *Online) footer(ctx *engine.Context, cw float64, back, refresh ui.FootButton) []ui.FootButton {
	if o.invited || cw < 560*ctx.Scale {
		return []ui.FootButton{back, refresh}
	}
	out := []ui.FootButton{back}
	for i, d := range o.doors() {
		style := ui.Plain
		if i == 0 {
			style = ui.Primary
		}
		out = append(out, ui.FootButton{Label: d.label, ID: d.id, Tip: d.tip, Enabled: true, Style: style})
	}
	return append(out, refresh)
}

// places draws the doors as a row of the column on a narrow screen.
func (d *onlineDraw) places() {
	for i, door := range d.doors {
		w := (d.cw - 2*d.gap) / 3
		style := ui.Plain
		if i == 0 {
			style = ui.Primary
		}
		d.ctl.Styled(d.c, d.ctx, ui.Rect{X: d.x0 + float64(i)*(w+d.gap), Y: d.y, W: w, H: d.bh}, door.label, door.id, door.tip, true, style)
	}
	d.y += d.bh + d.gap + 6*d.u
}

// choosePlace opens the screen of a door chosen.
func (o *Online) choosePlace(ctx *engine.Context, id ui.ID) {
	switch id {
	case idPlacePublic:
		ctx.Switch(newPublicScreen(o))
	case idPlaceAccount:
		ctx.Switch(newAccountScreen(o))
	case idPlaceRatings:
		ctx.Switch(newRatingsScreen(o))
	case idListed:
		o.Options.Public = !o.Options.Public
	}
}

var idListed = ui.Named("listed") // a new online game listed in the server's lobby

// listed is the new game's "Public" switch, in the options' grid after them: a public game
// appears in Find a game for strangers; an unlisted one is found by its code alone.
func (d *onlineDraw) listed() {
	cols := 3 // as options lays them out
	if (d.cw-2*d.gap)/3 < 190*d.u {
		cols = 2
	}
	ow := math.Min(260*d.u, (d.cw-float64(cols-1)*d.gap)/float64(cols))
	i := len(lobby.OptionWords) % cols
	y := d.y - d.bh - d.gap // beside the last options when their row has room
	if i == 0 {
		y = d.y
		d.y += d.bh + d.gap
	}
	d.ctl.Switch(d.c, d.ctx, ui.Rect{X: d.x0 + float64(i)*(ow+d.gap), Y: y, W: ow, H: d.bh}, "Public", d.lob.Options.Public, idListed,
		"On: anybody on this server may take the invited seats from Find a game; off: only those given the code")
}

// SignedIn is the name of the account signed in on the server ("" nobody).
func (o *Online) SignedIn() string { return o.Account(o.base()).Name }

// account is the account signed in on a server from this device.
func (sh *Shell) account(server string) lobby.SignedIn {
	all, _ := lobby.LoadSignedIn(sh.Store)
	for _, a := range all {
		if a.Server == server {
			return a
		}
	}
	return lobby.SignedIn{}
}
