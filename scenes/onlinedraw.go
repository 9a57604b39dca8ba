package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/online/protocol"
	"tigris/scenes/lobby"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
)

// Draw implements engine.Scene: the name (and the server where the player chose it), joining by
// code, this device's games and a new game's seats, in a column that scrolls above Create (where
// pinned), Back and Refresh. An invited person sees joining first, and no new game's form.
func (o *Online) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := o.sh.theme()
	u := ctx.Scale
	w := float64(ctx.W)
	top := screen(dst, ctx, th, &o.ctl, "Play online")
	cw := ui.ContentWidth(ctx, 660)
	x0 := (w - cw) / 2
	buttons := o.footer(ctx, cw,
		ui.FootButton{Label: "Back", ID: idBack, Tip: "Back to the title (Esc)", Enabled: true},
		ui.FootButton{Label: "Refresh", ID: idRefresh, Tip: "Ask the server again how your games stand", Enabled: o.Busy == ""})
	// the long words where the footer has room beside the doors
	if b, ok := o.notifyButton(cw >= 1100*u || (len(buttons) <= 2 && cw >= 560*u)); ok { // onlinenotify.go
		buttons = append(buttons, b)
		o.notifyLabel = b.Label
	}
	foot := ui.Footer(dst, ctx, &o.ctl, cw, buttons...)
	if msg, col := o.message(th); msg != "" {
		foot -= th.Paragraph(nil, ctx, msg, 0, 0, cw, 14, false, col, engine.Left) + 8*u
		th.Paragraph(dst, ctx, msg, x0, foot+4*u, cw, 14, false, col, engine.Left)
	}
	pinned := createPinned(ctx, cw, o.invited)
	if pinned {
		foot = o.createBar(dst, ctx, th, x0, cw, foot) // onlinecreatebar.go
	}
	from := len(o.ctl.Hits)
	c, y := o.page.Begin(dst, ui.Rect{X: 0, Y: top, W: w, H: foot - top})
	d := &onlineDraw{lob: o.Lobby, ctl: &o.ctl, code: &o.code, busy: o.Busy != "", invited: o.invited, doors: o.doors(), maps: &o.maps, pal: o.sh.palette(),
		c: c, ctx: ctx, th: th, u: u, x0: x0, cw: cw, y: y + 4*u,
		bh: ui.TouchSize * u, gap: 8 * u, label: 110 * u, wide: cw >= 560*u, pinned: pinned}
	if o.showServer {
		d.field(&o.server, "server", idServer, "The address of the game server (tigris-server) you and your friends play on", 420*u)
	}
	d.field(&o.name, "your name", idName, "Your name, as the other players will see it", 300*u)
	if !o.invited && !d.wide { // on a wide screen they are in the footer
		d.places()
	}
	if o.invited {
		d.join()
	}
	d.invitation()
	if !o.invited { // above the list, which may be long, so that joining is in view
		d.join()
	}
	d.games()
	if !o.invited {
		d.newGame()
	}
	o.page.End(dst, ctx, &o.ctl, from, d.y)
	o.armInvite(ctx) // a tap before the next update finds Copy the link where it is drawn
	o.ctl.DrawTip(dst, ctx)
	o.ctl.Trace(o.sh.traceControls(), "online", ctx)
}

// message is the line above the footer: what is asked of the server, a failure, or guidance.
func (o *Online) message(th *ui.Theme) (string, color.RGBA) {
	switch {
	case o.Busy != "":
		return o.Busy, th.Dim
	case o.Err == "" && o.Note != "":
		return o.Note, th.Accent
	}
	return o.Err, ui.Bad
}

// onlineDraw is one frame's drawing of the online screen's column, y where the next part goes. It
// is given what it draws (the lobby's state, the controls it adds to, the code's field, whether
// the server is asked something, the doors) and knows nothing else of the screen.
type onlineDraw struct {
	lob                   *lobby.Lobby
	ctl                   *ui.Controls
	code                  *ui.TextField
	busy                  bool
	invited               bool // opened by an invitation: joining above, no new game's form
	doors                 []door
	c                     *ebiten.Image
	ctx                   *engine.Context
	th                    *ui.Theme
	u, x0, cw, y, bh, gap float64
	label                 float64
	wide                  bool
	pinned                bool             // Create stands under the column (createPinned), not in the form
	maps                  *menus.MapChoice // the New game screen's two maps to choose from
	pal                   *assets.Palette
}

func (d *onlineDraw) field(f *ui.TextField, name string, id ui.ID, tip string, fw float64) {
	u := d.u
	d.th.Label(d.c, d.ctx, name, d.x0, d.y+12*u, 14, false, d.th.Dim)
	r := ui.Rect{X: d.x0 + d.label, Y: d.y, W: math.Min(fw, d.cw-d.label), H: d.bh}
	f.Draw(d.c, d.ctx, d.th, r)
	d.ctl.Add(r, id, tip, true)
	d.y += d.bh + d.gap
}

func (d *onlineDraw) heading(words string) {
	d.th.Label(d.c, d.ctx, words, d.x0, d.y, 15, true, d.th.Text)
	d.y += 28 * d.u
}

// invitation is the game just made: its code, its link, Copy the link and Play.
func (d *onlineDraw) invitation() {
	t := d.lob.Ticket
	if t == nil {
		return
	}
	c, ctx, th, u, x0, cw := d.c, d.ctx, d.th, d.u, d.x0, d.cw
	d.y += 10 * u
	d.heading("Your game is made: invite the others")
	y := d.y
	words := "Give them the code (Join by code) or the link, which opens the game in a browser: " + t.Link
	tx, ty, tw := x0+200*u, y+8*u, cw-214*u
	if !d.wide { // the code above the words
		tx, ty, tw = x0+14*u, y+52*u, cw-28*u
	}
	ph := th.Paragraph(nil, ctx, words, 0, 0, tw, 13, false, th.Text, engine.Left)
	boxH := math.Max(74*u, ty-y+ph+10*u)
	engine.Rect(c, x0, y, cw, boxH, th.Panel)
	engine.Verbatim(c, t.Code, ui.Face(ctx, 26, true), x0+14*u, y+10*u, engine.Scale(th.Accent), engine.Left)
	th.Paragraph(c, ctx, words, tx, ty, tw, 13, false, th.Text, engine.Left)
	y += boxH + d.gap
	bw := math.Min(220*u, (cw-d.gap)/2)
	d.ctl.Button(c, ctx, ui.Rect{X: x0, Y: y, W: bw, H: d.bh}, "Copy the link", idCopyLink, "Send the invitation's link (the share sheet where there is one, else the clipboard)", true)
	d.ctl.Button(c, ctx, ui.Rect{X: x0 + bw + d.gap, Y: y, W: bw, H: d.bh}, "Play", idPlay, "Open the game: it begins once the invited have joined", !d.busy)
	d.y = y + d.bh + d.gap
}

// games is this device's games on the server, then those the server forgot.
func (d *onlineDraw) games() {
	o, u := d.lob, d.u
	d.y += 10 * u
	d.heading("Your online games")
	if len(o.Mine)+len(o.Gone) == 0 {
		words, tc := gamesWords(o, d.invited), d.th.Dim
		if o.Unreached != "" {
			tc = ui.Bad
		}
		d.y += d.th.Paragraph(d.c, d.ctx, words, d.x0+10*u, d.y, d.cw-20*u, 14, false, tc, engine.Left) + 10*u
	}
	for i, g := range o.Mine {
		d.gameRow(i, g)
	}
	for j, k := range o.Gone {
		d.goneRow(len(o.Mine)+j, k)
	}
}

// gameRow is a row of the list: the code, the players and whose turn it is (on two lines where
// narrow), Open, and Remove for a game that may be removed.
func (d *onlineDraw) gameRow(i int, g protocol.MyGame) {
	c, ctx, th, u, x0, cw, bh, y := d.c, d.ctx, d.th, d.u, d.x0, d.cw, d.bh, d.y
	rowH := bh + 8*u
	if !d.wide {
		rowH = 2*bh - 8*u
		if lobby.Removable(g) { // Open above Remove, at the right
			rowH = 2*bh + 12*u
		}
	}
	fill := th.Panel
	if g.ToMove == g.Seat && !g.Over {
		fill = th.Row
	}
	engine.Rect(c, x0, y, cw, rowH, fill)
	turn := lobby.TurnWords(g)
	tc := th.Dim
	if turn == "your turn" {
		tc = th.Accent
	}
	openW := 94 * u
	names := clip(strings.Join(g.Names, ", "), 40)
	ty := y + (rowH-16*u)/2
	if !d.wide {
		ty = y + 10*u
	}
	engine.Verbatim(c, g.Code, ui.Face(ctx, 15, true), x0+10*u, ty, engine.Scale(th.Text), engine.Left)
	if d.wide {
		engine.Verbatim(c, clip(names, 28), ui.Face(ctx, 14, false), x0+110*u, ty+u, engine.Scale(th.Dim), engine.Left)
		tx := x0 + cw - openW - 150*u
		if lobby.Removable(g) { // right of the names, left of Remove
			tx = x0 + cw - openW - 110*u - engine.VerbatimWidth(turn, ui.Face(ctx, 14, true))
		}
		th.Label(c, ctx, turn, tx, ty+u, 14, true, tc)
	} else {
		th.Label(c, ctx, turn, x0+110*u, y+10*u, 14, true, tc)
		engine.Verbatim(c, clip(names, 22), ui.Face(ctx, 13, false), x0+10*u, y+rowH-26*u, engine.Scale(th.Dim), engine.Left)
	}
	openY := y + (rowH-bh)/2
	switch {
	case lobby.Removable(g) && d.wide:
		d.removeButton(ui.Rect{X: x0 + cw - openW - 98*u, Y: openY, W: 90 * u, H: bh}, i)
	case lobby.Removable(g):
		openY = y + 4*u
		d.removeButton(ui.Rect{X: x0 + cw - openW - 4*u, Y: y + 8*u + bh, W: openW, H: bh}, i)
	}
	d.ctl.Button(c, ctx, ui.Rect{X: x0 + cw - openW - 4*u, Y: openY, W: openW, H: bh}, "Open", idOpenGame.At(i), "Play this game", !d.busy)
	d.y += rowH + 4*u
}

// goneRow is a seat whose game the server no longer knows: only Remove.
func (d *onlineDraw) goneRow(i int, k settings.OnlineSeat) {
	c, ctx, th, u, x0, cw, bh, y := d.c, d.ctx, d.th, d.u, d.x0, d.cw, d.bh, d.y
	rowH := bh + 8*u
	if !d.wide {
		rowH = 2*bh - 8*u
	}
	engine.Rect(c, x0, y, cw, rowH, th.Panel)
	ty := y + (rowH-16*u)/2
	if !d.wide {
		ty = y + 10*u
	}
	engine.Verbatim(c, k.Code, ui.Face(ctx, 15, true), x0+10*u, ty, engine.Scale(th.Text), engine.Left)
	if d.wide {
		th.Label(c, ctx, "gone from this server", x0+110*u, ty+u, 14, false, th.Dim)
	} else {
		th.Label(c, ctx, "gone from this server", x0+10*u, y+rowH-26*u, 13, false, th.Dim)
	}
	d.removeButton(ui.Rect{X: x0 + cw - 94*u - 4*u, Y: y + (rowH-bh)/2, W: 94 * u, H: bh}, i)
	d.y += rowH + 4*u
}

// join is the line to join a game by its code.
func (d *onlineDraw) join() {
	u := d.u
	d.y += 14 * u
	d.heading("Join a game")
	d.th.Label(d.c, d.ctx, "code", d.x0, d.y+12*u, 14, false, d.th.Dim)
	// Join keeps a finger's width and the field the rest, so a phone's field shows its whole hint
	// (it was cut at 390 px: issue 44)
	jw := math.Max(80*u, math.Min(120*u, d.cw-d.label-d.gap-200*u))
	cr := ui.Rect{X: d.x0 + d.label, Y: d.y, W: math.Min(200*u, d.cw-d.label-d.gap-jw), H: d.bh}
	d.code.Draw(d.c, d.ctx, d.th, cr)
	d.ctl.Add(cr, idCode, "The game's code, as whoever made the game gave it", true)
	d.ctl.Button(d.c, d.ctx, ui.Rect{X: cr.X + cr.W + d.gap, Y: d.y, W: jw, H: d.bh}, "Join", idJoin, "Take a free seat of this game (Enter)", !d.busy)
	d.y += d.bh + d.gap
}

// newGame is a new game's seats, its time per turn, and Create.
func (d *onlineDraw) newGame() {
	o, c, ctx, th, u, x0, cw, bh, gap := d.lob, d.c, d.ctx, d.th, d.u, d.x0, d.cw, d.bh, d.gap
	d.y += 14 * u
	d.heading("New online game")
	num := 26 * u
	for i, s := range o.Seats {
		th.Label(c, ctx, fmt.Sprintf("%d.", i+1), x0, d.y+12*u, 16, true, th.Dim)
		bw := math.Min(300*u, cw-num-110*u-gap)
		tip := "Click for an invited person or a bot of each level"
		if i == 0 {
			tip = "You play the first seat"
		}
		d.ctl.Button(c, ctx, ui.Rect{X: x0 + num, Y: d.y, W: bw, H: bh}, s.Label(), idSeatWho.At(i), tip, i > 0)
		if i > 0 && len(o.Seats) > 2 {
			d.ctl.Button(c, ctx, ui.Rect{X: x0 + num + bw + gap, Y: d.y, W: 110 * u, H: bh}, "Remove", idSeatRemove.At(i), "Take this seat out of the game", true)
		}
		d.y += bh + gap
	}
	d.options()
	d.listed()
	// the time per turn, and who plays a turn whose time ran out
	th.Label(c, ctx, "time per turn", x0, d.y+12*u, 14, false, th.Dim)
	tw := math.Min(160*u, (cw-d.label-gap)/2)
	d.ctl.Button(c, ctx, ui.Rect{X: x0 + d.label, Y: d.y, W: tw, H: bh}, lobby.TurnTimes[o.TurnTime].Label, idTurnTime,
		"Click for the time each player has for a decision: none, a minute, five, an hour, a day or three", true)
	if o.TurnTime > 0 {
		bw := math.Min(220*u, cw-d.label-tw-gap)
		words := "then a bot: " + session.Capitalize(o.TimeoutBot.String())
		if bw < 180*u {
			words = "bot: " + session.Capitalize(o.TimeoutBot.String())
		}
		d.ctl.Button(c, ctx, ui.Rect{X: x0 + d.label + tw + gap, Y: d.y, W: bw, H: bh}, words, idTimeoutBot,
			"The bot that plays a decision whose time ran out (click for each level); the player takes the seat back by playing", true)
	}
	d.y += bh + gap
	bw := math.Min(220*u, (cw-num-gap)/2)
	if len(o.Seats) < 4 {
		d.ctl.Button(c, ctx, ui.Rect{X: x0 + num, Y: d.y, W: bw, H: bh}, "+ Add a player", idAdd, "Up to four players", true)
	}
	if !d.pinned {
		d.ctl.Button(c, ctx, ui.Rect{X: x0 + num + bw + gap, Y: d.y, W: bw, H: bh}, "Create", idCreate, createTip, !d.busy)
	}
	if len(o.Seats) < 4 || !d.pinned {
		d.y += bh + gap
	}
}

// removeButton draws a row's Remove.
func (d *onlineDraw) removeButton(r ui.Rect, i int) {
	d.ctl.Button(d.c, d.ctx, r, "Remove", idRemoveGame.At(i),
		"Take this game off this device's list (it stays on the server for the others)", !d.busy)
}

// options is the new game's map and its options, each a switch as on the New game screen, three
// or two a row.
func (d *onlineDraw) options() {
	o, c, ctx, th, u, x0, cw, bh, gap := d.lob, d.c, d.ctx, d.th, d.u, d.x0, d.cw, d.bh, d.gap
	th.Label(c, ctx, "map", x0, d.y+12*u, 14, false, th.Dim)
	chosen := game.StandardMap
	if o.Options.Map == "advanced" {
		chosen = game.AdvancedMap
	}
	d.y = d.maps.Draw(c, ctx, th, d.ctl, d.pal, chosen, idOnlineMap, x0+d.label, d.y, cw-d.label) + gap
	th.Label(c, ctx, "options", x0, d.y, 14, false, th.Dim)
	d.y += 24 * u
	cols := 3 // three a row where they fit, so the form's Create stays on a desktop's screen
	if (cw-2*gap)/3 < 190*u {
		cols = 2
	}
	ow := math.Min(260*u, (cw-float64(cols-1)*gap)/float64(cols))
	for i := range lobby.OptionWords {
		label, on := o.OptionSwitch(i)
		x := x0 + float64(i%cols)*(ow+gap)
		// the New game screen's switch, so that the two set-ups read as one app (review 3)
		d.ctl.Switch(c, ctx, ui.Rect{X: x, Y: d.y, W: ow, H: bh}, label, on, idOnlineOpt.At(i), "Click to turn this option on or off")
		if i%cols == cols-1 || i == len(lobby.OptionWords)-1 {
			d.y += bh + gap
		}
	}
}

// gamesWords stand where the list of this device's games is empty: a server that did not answer
// is said to be out of reach, with what to do, not taken for a server with no games (review 3:
// "None on this server yet" was said of an address where nothing ran). An invited person's screen
// has joining above the list and no new game's form, so the words point up and promise no form
// (review 4: "make one below" stood over nothing).
func gamesWords(l *lobby.Lobby, invited bool) string {
	if l.Unreached != "" && l.Unreached == l.MineFor {
		return "Nothing answers at " + l.Unreached + ": no server runs there, or the address is wrong. " +
			"Check the address (a server of your own starts with tigris-server), then Refresh."
	}
	if invited {
		return "None on this server yet: join one by its code above."
	}
	return "None on this server yet: join one by its code, or make one below."
}
