package scenes

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/remote"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
)

// An online game is played on the same board screen as a local one.
var _ Session = (*remote.Session)(nil)

// DefaultServer is the server the Online screen offers when none was used on this device.
const DefaultServer = "http://127.0.0.1:8765"

// turnTimes are the times per turn a new online game may have, from none to three days: when one
// runs out, a bot plays that turn's decision (docs/PROTOCOL.md, turn_limit).
var turnTimes = []struct {
	label   string
	seconds int
}{{"No limit", 0}, {"1 minute", 60}, {"5 minutes", 300}, {"1 hour", 3600}, {"1 day", 86400}, {"3 days", 3 * 86400}}

// onlineSeat is one seat of the game to create: "me", "human" (invited) or "bot" of a level.
type onlineSeat struct {
	kind  string
	level ai.Level
}

// Online is the screen of online play: this device's games with whose turn it is, joining a game
// by its code, and creating one (each seat me, an invited person or a bot), on a server whose
// address it remembers. Every call to the server runs off the frame; its answer comes back on
// a channel the frames drain.
type Online struct {
	sh     *Shell
	back   engine.Scene
	ctl    ui.Controls
	page   ui.Page
	server ui.TextField
	name   ui.TextField
	code   ui.TextField
	seats  []onlineSeat
	// turnTime is the new game's time per turn (an index of turnTimes) and timeoutBot the level
	// of the bot that plays a turn whose time ran out
	turnTime int
	// openScoring makes the new game's points public (the open-scoring option)
	openScoring bool
	timeoutBot  ai.Level

	kept    settings.Online
	mine    []protocol.MyGame     // this device's games on the server, as the server told
	gone    []settings.OnlineSeat // seats kept here that the server no longer knows
	mineFor string                // the server the list is of
	answers chan func()
	busy    string // what is asked of the server now ("" when nothing)
	err     string
	note    string           // a word of guidance, not a failure
	ticket  *protocol.Ticket // the game just created, with its invitation
	opening *remote.Session  // the game being opened: shown once it has arrived
	openAt  time.Time
}

// NewOnline opens the online screen; back is where Back goes.
func NewOnline(sh *Shell, back engine.Scene) *Online {
	o := &Online{sh: sh, back: back, answers: make(chan func(), 4),
		seats: []onlineSeat{{kind: "me"}, {kind: "human"}}, timeoutBot: ai.Medium}
	kept, err := settings.LoadOnline(sh.Store)
	if err != nil {
		o.err = "This device's online games cannot be read: " + err.Error()
	}
	o.kept = kept
	addr := kept.Server
	if sh.Server != "" {
		addr = sh.Server // -server, or the page's own origin in the browser
	}
	if addr == "" {
		addr = DefaultServer
	}
	o.server = ui.NewTextField(addr, 120, false)
	o.name = ui.NewTextField(kept.Name, 16, false)
	o.name.Hint = "your name"
	o.code = ui.NewTextField("", 12, false)
	o.code.Hint = "the game's code"
	return o
}

// base is the server's address as typed, with http:// when no scheme is given.
func (o *Online) base() string {
	b := strings.TrimRight(strings.TrimSpace(o.server.String()), "/")
	if b != "" && !strings.Contains(b, "://") {
		b = "http://" + b
	}
	return b
}

// ask runs a call to the server off the frame; its answer is taken in by the frame that follows.
func (o *Online) ask(what string, call func(ctx context.Context) func()) {
	if o.busy != "" {
		return
	}
	o.busy, o.err, o.note = what, "", ""
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		o.answers <- call(ctx)
	}()
}

// refresh asks how this device's games on the server stand (once nothing else is asked), keeping
// the words on screen: a refusal stays in sight.
func (o *Online) refresh() {
	if o.busy != "" {
		return
	}
	base := o.base()
	var tokens []string
	for _, k := range o.kept.Seats {
		if k.Server == base {
			tokens = append(tokens, k.Token)
		}
	}
	o.mineFor = base
	if len(tokens) == 0 {
		o.mine, o.gone = nil, nil
		return
	}
	said, note := o.err, o.note
	defer func() { o.err, o.note = said, note }()
	o.ask("Asking the server how your games stand…", func(ctx context.Context) func() {
		m, err := client.Mine(ctx, base, tokens)
		return func() {
			if err != nil {
				o.err = "The server did not answer: " + explainNet(err)
				return
			}
			o.mine, o.gone = keptGames(o.kept, base, m.Games)
		}
	})
}

// keptGames is the server's answer about this device's seats, less the games this device no
// longer keeps (a rematch's token also names the game before it), and the seats kept that the
// server did not name: their game is gone from it.
func keptGames(kept settings.Online, base string, games []protocol.MyGame) (mine []protocol.MyGame, gone []settings.OnlineSeat) {
	named := map[string]bool{}
	for _, g := range games {
		for _, k := range kept.Seats {
			if k.Server == base && k.Game == g.Game && !named[g.Game] {
				named[g.Game] = true
				mine = append(mine, g)
			}
		}
	}
	for _, k := range kept.Seats {
		if k.Server == base && !named[k.Game] {
			gone = append(gone, k)
		}
	}
	return mine, gone
}

// removable reports whether a game of the list may be taken off it: the game is over, or this
// seat resigned from it. A game still played by this seat stays: its token is its only key.
func removable(g protocol.MyGame) bool { return g.Over || g.Resigned }

// remove forgets a game on this device (its seat's token with it) and takes it off the list.
func (o *Online) remove(game string) {
	o.kept.Remove(o.mineFor, game)
	if err := o.kept.Save(o.sh.Store); err != nil {
		o.err = "The game could not be forgotten on this device: " + err.Error()
		return
	}
	o.sh.turns.forget()
	o.mine = slices.DeleteFunc(o.mine, func(g protocol.MyGame) bool { return g.Game == game })
	o.gone = slices.DeleteFunc(o.gone, func(k settings.OnlineSeat) bool { return k.Game == game })
	o.note = "Removed from this device's games."
}

// explainNet words a failed call to the server.
func explainNet(err error) string {
	if r, ok := err.(*client.Refused); ok {
		return r.Message + "."
	}
	return clip(err.Error(), 160)
}

// keep remembers a seat's ticket on this device, with the server used.
func (o *Online) keep(base string, t protocol.Ticket) {
	o.kept.Server = base
	o.kept.Name = strings.TrimSpace(o.name.String())
	o.kept.Add(settings.OnlineSeat{Server: base, Game: t.Game, Code: t.Code, Seat: t.Seat, Token: t.Token})
	o.sh.turns.forget()
	if err := o.kept.Save(o.sh.Store); err != nil {
		o.err = "This game could not be kept on this device: " + err.Error()
	}
}

// open connects to a kept seat; the board is shown once the game has arrived.
func (o *Online) open(k settings.OnlineSeat) {
	o.opening = o.sh.OpenOnline(k)
	o.openAt = time.Now()
	o.busy = "Connecting to the game…"
}

// Update implements engine.Scene.
func (o *Online) Update(ctx *engine.Context) (bool, error) {
	redraw := false
	if o.mineFor == "" {
		o.refresh()
	}
	select {
	case take := <-o.answers:
		o.busy = ""
		take()
		redraw = true
	default:
	}
	if o.opening != nil {
		o.opening.Poll(ctx.Now)
		switch {
		case o.opening.Arrived():
			p := o.sh.show(o.opening)
			o.opening, o.busy = nil, ""
			ctx.Switch(p)
			return true, nil
		case o.opening.Problem() != "" && ctx.Now.Sub(o.openAt) > 5*time.Second:
			o.err = "The game cannot be opened: " + o.opening.Problem()
			o.opening.Close()
			o.opening, o.busy = nil, ""
			redraw = true
		}
	}
	typing := false
	for _, f := range []*ui.TextField{&o.server, &o.name, &o.code} {
		c, done := f.Update(ctx)
		if ctx.In.Pressed && !f.Box.In(ctx.In.X, ctx.In.Y) {
			f.Focus = false
		}
		if done && f == &o.code && o.code.String() != "" {
			o.join()
		}
		if done && f == &o.server {
			o.mineFor = ""
		}
		redraw = redraw || c
		typing = typing || f.Focus
	}
	if ctx.In.KeyPressed(ebiten.KeyEscape) && !typing {
		o.leave(ctx)
		return true, nil
	}
	id, r := o.ctl.Update(ctx)
	redraw = o.page.Update(ctx) || r || redraw
	if i, ok := idOpenGame.Index(id); ok && i < len(o.mine) {
		for _, k := range o.kept.Seats {
			if k.Game == o.mine[i].Game && k.Server == o.mineFor {
				o.open(k)
			}
		}
	}
	if i, ok := idRemoveGame.Index(id); ok {
		switch {
		case i < len(o.mine) && removable(o.mine[i]):
			o.remove(o.mine[i].Game)
		case i >= len(o.mine) && i-len(o.mine) < len(o.gone):
			o.remove(o.gone[i-len(o.mine)].Game)
		}
	}
	if i, ok := idSeatWho.Index(id); ok && i < len(o.seats) {
		o.seats[i] = nextOnlineSeat(o.seats[i], i == 0)
	}
	if i, ok := idSeatRemove.Index(id); ok && i < len(o.seats) && i > 0 {
		o.seats = append(o.seats[:i], o.seats[i+1:]...)
	}
	switch id {
	case idTurnTime:
		o.turnTime = (o.turnTime + 1) % len(turnTimes)
	case idOnlineOpen:
		o.openScoring = !o.openScoring
	case idTimeoutBot:
		o.timeoutBot = (o.timeoutBot + 1) % ai.Level(len(ai.Levels()))
	case idBack:
		o.leave(ctx)
	case idRefresh:
		o.mineFor = ""
	case idAdd:
		if len(o.seats) < 4 {
			o.seats = append(o.seats, onlineSeat{kind: "bot", level: ai.Medium})
		}
	case idJoin:
		o.join()
	case idCreate:
		o.create()
	case idCopyLink:
		if o.ticket != nil {
			if err := o.sh.copyText(o.ticket.Link); err != nil {
				o.err = "Nothing copied: " + err.Error() + "."
			} else {
				o.err = ""
				o.busy = ""
			}
		}
	case idPlay:
		if o.ticket != nil {
			o.open(settings.OnlineSeat{Server: o.base(), Game: o.ticket.Game, Code: o.ticket.Code, Seat: o.ticket.Seat, Token: o.ticket.Token})
		}
	}
	return redraw || !id.IsZero() || o.busy != "", nil
}

// leave goes back, keeping the server and the name typed.
func (o *Online) leave(ctx *engine.Context) {
	if o.opening != nil {
		o.opening.Close()
	}
	back := o.back
	if back == nil {
		back = o.sh.Title()
	}
	ctx.Switch(back)
}

// nextOnlineSeat is who plays a seat after a click: the first seat is always the creator's.
func nextOnlineSeat(s onlineSeat, first bool) onlineSeat {
	if first {
		return onlineSeat{kind: "me"}
	}
	switch {
	case s.kind == "human":
		return onlineSeat{kind: "bot", level: 0}
	case s.kind == "bot" && int(s.level)+1 < len(ai.Levels()):
		return onlineSeat{kind: "bot", level: s.level + 1}
	}
	return onlineSeat{kind: "human"}
}

func (s onlineSeat) label() string {
	switch s.kind {
	case "me":
		return "You"
	case "human":
		return "An invited person"
	}
	return "Bot: " + s.level.String()
}

// join takes a free seat of the game whose code was typed.
func (o *Online) join() {
	code := strings.ToUpper(strings.TrimSpace(o.code.String()))
	base, name := o.base(), strings.TrimSpace(o.name.String())
	if code == "" {
		o.err = "Type the game's code first: 8 letters and digits, given by whoever made the game."
		return
	}
	o.ask("Joining "+code+"…", func(ctx context.Context) func() {
		t, err := client.Join(ctx, base, code, name, -1)
		return func() {
			if err != nil {
				o.err = "Not joined: " + explainNet(err)
				return
			}
			o.keep(base, t)
			o.open(settings.OnlineSeat{Server: base, Game: t.Game, Code: t.Code, Seat: t.Seat, Token: t.Token})
		}
	})
}

// create makes the game on the server and shows its invitation.
func (o *Online) create() {
	base, name := o.base(), strings.TrimSpace(o.name.String())
	req := protocol.CreateRequest{TurnLimit: turnTimes[o.turnTime].seconds}
	if req.TurnLimit > 0 {
		req.TimeoutLevel = o.timeoutBot.String()
	}
	if o.openScoring {
		req.Options = []string{"open-scoring"}
	}
	invited := false
	for _, s := range o.seats {
		r := protocol.SeatRequest{Kind: s.kind}
		switch s.kind {
		case "me":
			r.Name = name
		case "bot":
			r.Level = s.level.String()
		case "human":
			invited = true
		}
		req.Seats = append(req.Seats, r)
	}
	o.ask("Creating the game…", func(ctx context.Context) func() {
		t, err := client.Create(ctx, base, req)
		return func() {
			if err != nil {
				o.err = "The game was not created: " + explainNet(err)
				return
			}
			o.keep(base, t)
			o.mineFor = ""
			if !invited {
				o.open(settings.OnlineSeat{Server: base, Game: t.Game, Code: t.Code, Seat: t.Seat, Token: t.Token})
				return
			}
			o.ticket = &t
		}
	})
}

// turnWords says whose decision a game of the list waits for.
func turnWords(g protocol.MyGame) string {
	switch {
	case g.Over:
		return "over"
	case g.Resigned:
		return "resigned"
	case g.ToMove == g.Seat:
		return "your turn"
	case g.ToMove >= 0 && g.ToMove < len(g.Names):
		return g.Names[g.ToMove] + " to play"
	}
	return "waiting"
}

// Draw implements engine.Scene: the server and name, this device's games, joining by code and a
// new game's seats, in a column that scrolls above Back and Refresh.
func (o *Online) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := o.sh.theme()
	u := ctx.Scale
	w := float64(ctx.W)
	top := screen(dst, ctx, th, &o.ctl, "Play online")
	cw := ui.ContentWidth(ctx, 660)
	x0 := (w - cw) / 2
	foot := ui.Footer(dst, ctx, &o.ctl, cw,
		ui.FootButton{Label: "Back", ID: idBack, Tip: "Back to the title (Esc)", Enabled: true},
		ui.FootButton{Label: "Refresh", ID: idRefresh, Tip: "Ask the server again how your games stand", Enabled: o.busy == ""})
	msg, col := o.err, ui.Bad
	switch {
	case o.busy != "":
		msg, col = o.busy, th.Dim
	case msg == "" && o.note != "":
		msg, col = o.note, th.Accent
	}
	if msg != "" {
		foot -= th.Paragraph(nil, ctx, msg, 0, 0, cw, 14, false, col, engine.Left) + 8*u
		th.Paragraph(dst, ctx, msg, x0, foot+4*u, cw, 14, false, col, engine.Left)
	}
	from := len(o.ctl.Hits)
	c, y := o.page.Begin(dst, ui.Rect{X: 0, Y: top, W: w, H: foot - top})
	bh, gap := ui.TouchSize*u, 8*u
	label := 110 * u
	wide := cw >= 560*u
	y += 4 * u
	field := func(f *ui.TextField, name string, id ui.ID, tip string, fw float64) {
		th.Label(c, ctx, name, x0, y+12*u, 14, false, th.Dim)
		r := ui.Rect{X: x0 + label, Y: y, W: math.Min(fw, cw-label), H: bh}
		f.Draw(c, ctx, th, r)
		o.ctl.Add(r, id, tip, true)
		y += bh + gap
	}
	field(&o.server, "server", idServer, "The address of the game server (tigris-server) you and your friends play on", 420*u)
	field(&o.name, "your name", idName, "Your name, as the other players will see it", 300*u)

	if o.ticket != nil {
		y += 10 * u
		th.Label(c, ctx, "Your game is made: invite the others", x0, y, 15, true, th.Text)
		y += 28 * u
		words := "Give them the code (Join by code) or the link, which opens the game in a browser: " + o.ticket.Link
		tx, ty, tw := x0+200*u, y+8*u, cw-214*u
		if !wide { // the code above the words
			tx, ty, tw = x0+14*u, y+52*u, cw-28*u
		}
		ph := th.Paragraph(nil, ctx, words, 0, 0, tw, 13, false, th.Text, engine.Left)
		boxH := math.Max(74*u, ty-y+ph+10*u)
		engine.Rect(c, x0, y, cw, boxH, th.Panel)
		engine.Verbatim(c, o.ticket.Code, ui.Face(ctx, 26, true), x0+14*u, y+10*u, engine.Scale(th.Accent), engine.Left)
		th.Paragraph(c, ctx, words, tx, ty, tw, 13, false, th.Text, engine.Left)
		y += boxH + gap
		bw := math.Min(220*u, (cw-gap)/2)
		o.ctl.Button(c, ctx, ui.Rect{X: x0, Y: y, W: bw, H: bh}, "Copy the link", idCopyLink, "Put the invitation's link on the clipboard", true)
		o.ctl.Button(c, ctx, ui.Rect{X: x0 + bw + gap, Y: y, W: bw, H: bh}, "Play", idPlay, "Open the game: it begins once the invited have joined", o.busy == "")
		y += bh + gap
	}

	y += 10 * u
	th.Label(c, ctx, "Your online games", x0, y, 15, true, th.Text)
	y += 28 * u
	if len(o.mine)+len(o.gone) == 0 {
		words := "None on this server yet: join one by its code, or make one below."
		y += th.Paragraph(c, ctx, words, x0+10*u, y, cw-20*u, 14, false, th.Dim, engine.Left) + 10*u
	}
	for i, g := range o.mine {
		// a row: the code, the players and whose turn it is (on two lines where narrow), Open
		rowH := bh + 8*u
		if !wide {
			rowH = 2*bh - 8*u
			if removable(g) { // Open above Remove, at the right
				rowH = 2*bh + 12*u
			}
		}
		r := ui.Rect{X: x0, Y: y, W: cw, H: rowH}
		fill := th.Panel
		if g.ToMove == g.Seat && !g.Over {
			fill = th.Row
		}
		engine.Rect(c, r.X, r.Y, r.W, r.H, fill)
		turn := turnWords(g)
		tc := th.Dim
		if turn == "your turn" {
			tc = th.Accent
		}
		openW := 94 * u
		names := clip(strings.Join(g.Names, ", "), 40)
		ty := y + (rowH-16*u)/2
		if !wide {
			ty = y + 10*u
		}
		engine.Verbatim(c, g.Code, ui.Face(ctx, 15, true), x0+10*u, ty, engine.Scale(th.Text), engine.Left)
		if wide {
			engine.Verbatim(c, clip(names, 28), ui.Face(ctx, 14, false), x0+110*u, ty+u, engine.Scale(th.Dim), engine.Left)
			tx := x0 + cw - openW - 150*u
			if removable(g) { // right of the names, left of Remove
				tx = x0 + cw - openW - 110*u - engine.VerbatimWidth(turn, ui.Face(ctx, 14, true))
			}
			th.Label(c, ctx, turn, tx, ty+u, 14, true, tc)
		} else {
			th.Label(c, ctx, turn, x0+110*u, y+10*u, 14, true, tc)
			engine.Verbatim(c, clip(names, 22), ui.Face(ctx, 13, false), x0+10*u, y+rowH-26*u, engine.Scale(th.Dim), engine.Left)
		}
		openY := y + (rowH-bh)/2
		switch {
		case removable(g) && wide:
			o.removeButton(c, ctx, ui.Rect{X: x0 + cw - openW - 98*u, Y: openY, W: 90 * u, H: bh}, i)
		case removable(g):
			openY = y + 4*u
			o.removeButton(c, ctx, ui.Rect{X: x0 + cw - openW - 4*u, Y: y + 8*u + bh, W: openW, H: bh}, i)
		}
		o.ctl.Button(c, ctx, ui.Rect{X: x0 + cw - openW - 4*u, Y: openY, W: openW, H: bh}, "Open", idOpenGame.At(i), "Play this game", o.busy == "")
		y += rowH + 4*u
	}
	for j, k := range o.gone {
		// a seat whose game the server no longer knows: only Remove
		rowH := bh + 8*u
		if !wide {
			rowH = 2*bh - 8*u
		}
		engine.Rect(c, x0, y, cw, rowH, th.Panel)
		ty := y + (rowH-16*u)/2
		if !wide {
			ty = y + 10*u
		}
		engine.Verbatim(c, k.Code, ui.Face(ctx, 15, true), x0+10*u, ty, engine.Scale(th.Text), engine.Left)
		if wide {
			th.Label(c, ctx, "gone from this server", x0+110*u, ty+u, 14, false, th.Dim)
		} else {
			th.Label(c, ctx, "gone from this server", x0+10*u, y+rowH-26*u, 13, false, th.Dim)
		}
		o.removeButton(c, ctx, ui.Rect{X: x0 + cw - 94*u - 4*u, Y: y + (rowH-bh)/2, W: 94 * u, H: bh}, len(o.mine)+j)
		y += rowH + 4*u
	}

	y += 14 * u
	th.Label(c, ctx, "Join a game", x0, y, 15, true, th.Text)
	y += 28 * u
	th.Label(c, ctx, "code", x0, y+12*u, 14, false, th.Dim)
	cr := ui.Rect{X: x0 + label, Y: y, W: math.Min(200*u, cw-label-130*u), H: bh}
	o.code.Draw(c, ctx, th, cr)
	o.ctl.Add(cr, idCode, "The game's code, as whoever made the game gave it", true)
	o.ctl.Button(c, ctx, ui.Rect{X: cr.X + cr.W + gap, Y: y, W: 120 * u, H: bh}, "Join", idJoin, "Take a free seat of this game (Enter)", o.busy == "")
	y += bh + gap

	y += 14 * u
	th.Label(c, ctx, "New online game", x0, y, 15, true, th.Text)
	y += 28 * u
	num := 26 * u
	for i, s := range o.seats {
		th.Label(c, ctx, fmt.Sprintf("%d.", i+1), x0, y+12*u, 16, true, th.Dim)
		bw := math.Min(300*u, cw-num-110*u-gap)
		tip := "Click for an invited person or a bot of each level"
		if i == 0 {
			tip = "You play the first seat"
		}
		o.ctl.Button(c, ctx, ui.Rect{X: x0 + num, Y: y, W: bw, H: bh}, s.label(), idSeatWho.At(i), tip, i > 0)
		if i > 0 && len(o.seats) > 2 {
			o.ctl.Button(c, ctx, ui.Rect{X: x0 + num + bw + gap, Y: y, W: 110 * u, H: bh}, "Remove", idSeatRemove.At(i), "Take this seat out of the game", true)
		}
		y += bh + gap
	}
	// the time per turn, and who plays a turn whose time ran out
	th.Label(c, ctx, "time per turn", x0, y+12*u, 14, false, th.Dim)
	tw := math.Min(160*u, (cw-label-gap)/2)
	o.ctl.Button(c, ctx, ui.Rect{X: x0 + label, Y: y, W: tw, H: bh}, turnTimes[o.turnTime].label, idTurnTime,
		"Click for the time each player has for a decision: none, a minute, five, an hour, a day or three", true)
	if o.turnTime > 0 {
		bw := math.Min(220*u, cw-label-tw-gap)
		words := "then a bot: " + session.Capitalize(o.timeoutBot.String())
		if bw < 180*u {
			words = "bot: " + session.Capitalize(o.timeoutBot.String())
		}
		o.ctl.Button(c, ctx, ui.Rect{X: x0 + label + tw + gap, Y: y, W: bw, H: bh}, words, idTimeoutBot,
			"The bot that plays a decision whose time ran out (click for each level); the player takes the seat back by playing", true)
	}
	y += bh + gap
	th.Label(c, ctx, "scoring", x0, y+12*u, 14, false, th.Dim)
	o.ctl.Button(c, ctx, ui.Rect{X: x0 + label, Y: y, W: tw, H: bh}, "Open: "+map[bool]string{false: "off", true: "on"}[o.openScoring], idOnlineOpen,
		"On: every player's points are public, shown to all and known to the bots, instead of hidden behind the screens", true)
	y += bh + gap
	bw := math.Min(220*u, (cw-num-gap)/2)
	if len(o.seats) < 4 {
		o.ctl.Button(c, ctx, ui.Rect{X: x0 + num, Y: y, W: bw, H: bh}, "+ Add a player", idAdd, "Up to four players", true)
	}
	o.ctl.Button(c, ctx, ui.Rect{X: x0 + num + bw + gap, Y: y, W: bw, H: bh}, "Create", idCreate, "Make the game on the server: you get its code to invite with", o.busy == "")
	y += bh + gap
	o.page.End(dst, ctx, &o.ctl, from, y)
	o.ctl.DrawTip(dst, ctx)
	o.ctl.Trace(o.sh.Hooks.Controls, "online", ctx)
}

// removeButton draws a row's Remove.
func (o *Online) removeButton(c *ebiten.Image, ctx *engine.Context, r ui.Rect, i int) {
	o.ctl.Button(c, ctx, r, "Remove", idRemoveGame.At(i),
		"Take this game off this device's list (it stays on the server for the others)", o.busy == "")
}

// OpenOnline connects to a seat kept on this device (the previous online game's connection
// ends); the board shows it once it has arrived.
func (sh *Shell) OpenOnline(k settings.OnlineSeat) *remote.Session {
	if r, ok := sh.active.(*remote.Session); ok {
		r.Close()
	}
	return remote.Dial(remote.Config{Base: k.Server, Game: k.Game, Token: k.Token, Delay: sh.BotDelay, Trace: sh.Hooks.Online})
}

// JoinOnline is the online screen joining the game of an invitation (?join=CODE) at once when
// this device knows the player's name, or with the code filled in for the name to be typed.
func (sh *Shell) JoinOnline(code string) *Online {
	o := NewOnline(sh, nil)
	o.code.Set(strings.ToUpper(strings.TrimSpace(code)))
	if strings.TrimSpace(o.name.String()) != "" {
		o.join()
	} else {
		o.name.Focus = true
		o.note = "Type your name, then Join: the game " + o.code.String() + " is waiting for you."
	}
	return o
}

// TakeSeat takes a seat moved here by its link (#game=…&seat=…): once the server has said the
// token holds a seat of that game, the seat is kept on this device and its game opened; a link
// the server does not know is refused in words and changes nothing.
func (sh *Shell) TakeSeat(game, token string) *Online {
	o := NewOnline(sh, nil)
	base := o.base()
	o.ask("Checking the seat link with the server…", func(ctx context.Context) func() {
		m, err := client.Mine(ctx, base, []string{token})
		return func() {
			if err != nil {
				o.err = "The seat link could not be checked, nothing was changed: " + explainNet(err)
				return
			}
			for _, g := range m.Games {
				if g.Game == game {
					k := settings.OnlineSeat{Server: base, Game: game, Code: g.Code, Seat: g.Seat, Token: token}
					o.kept.Add(k)
					o.kept.Server = base
					if err := o.kept.Save(sh.Store); err != nil {
						o.err = "This seat could not be kept on this device: " + err.Error()
					}
					sh.turns.forget()
					o.mineFor = ""
					o.open(k)
					return
				}
			}
			o.err = "This seat link is not for a game on " + base + ": nothing was changed. Ask for the link again."
			if sh.Hooks.Online != nil {
				sh.Hooks.Online("seat link refused")
			}
		}
	})
	return o
}

// RefuseSeatLink is the online screen saying why a seat link cannot be taken (nothing changed).
func (sh *Shell) RefuseSeatLink(err error) *Online {
	o := NewOnline(sh, nil)
	o.err = "Nothing was changed: " + err.Error() + "."
	if sh.Hooks.Online != nil {
		sh.Hooks.Online("seat link refused")
	}
	return o
}

// openSeat keeps a seat on this device and opens its game on the online screen.
func (sh *Shell) openSeat(k settings.OnlineSeat) *Online {
	o := NewOnline(sh, nil)
	o.kept.Add(k)
	o.kept.Server = k.Server
	if err := o.kept.Save(sh.Store); err != nil {
		o.err = "This seat could not be kept on this device: " + err.Error()
	}
	o.open(k)
	return o
}

// seatLabeller is a session that names its seats itself (an online one: who plays each seat and
// whether they are connected).
type seatLabeller interface{ SeatLabel(p int) string }

// onlineItems adds an online game's choices to the menu: resign, and hand the seat to a bot or
// take it back.
func (p *Play) onlineItems(items []menuItem) []menuItem {
	r, ok := p.sess.(*remote.Session)
	if !ok || p.menu.sharing {
		return items
	}
	last := items[len(items)-1] // Quit to title stays last
	if r.Over() != nil {
		re := menuItem{idRematch, "Rematch", "A new deal with the same players, on the same server", ui.Plain}
		if r.Rematched() != nil {
			re = menuItem{idRematch, "Open the rematch", "Play the new deal with the same players", ui.Plain}
		}
		return append(append(items[:len(items)-1:len(items)-1], re), last)
	}
	resign := "Resign"
	if p.menu.confirmResign {
		resign = "Really resign?"
	}
	toBot := menuItem{idToBot, "Hand my seat to a bot", "A Medium bot plays your seat until you take it back", ui.Plain}
	if r.HandedToBot() {
		toBot = menuItem{idToBot, "Take my seat back", "You play your seat again", ui.Plain}
	}
	return append(append(items[:len(items)-1:len(items)-1], toBot,
		menuItem{idResign, resign, "Give the game up (click twice): the others play on", ui.Plain}), last)
}

// onlineChoice sends the menu's online choice to the server.
func (p *Play) onlineChoice(id ui.ID) (string, bool) {
	r, ok := p.sess.(*remote.Session)
	if !ok {
		return "", false
	}
	switch id {
	case idResign:
		if !p.menu.confirmResign {
			p.menu.confirmResign = true
			return "Click Really resign? to give the game up.", false
		}
		p.menu.confirmResign = false
		if err := r.Resign(); err != nil {
			return "Not resigned: " + err.Error(), true
		}
		return "You resigned.", false
	case idToBot:
		level, said := "medium", "A Medium bot plays your seat now; take it back here."
		if r.HandedToBot() {
			level, said = "", "Your seat is yours again."
		}
		if err := r.HandToBot(level); err != nil {
			return "Not done: " + err.Error(), true
		}
		return said, false
	}
	return "", false
}

// rematch asks for the rematch, or opens it once dealt (the seat keeps its token).
func (p *Play) rematch(ctx *engine.Context) (string, bool) {
	r, ok := p.sess.(*remote.Session)
	if !ok {
		return "", false
	}
	rm := r.Rematched()
	if rm == nil {
		if err := r.Rematch(); err != nil {
			return "No rematch: " + err.Error(), true
		}
		return "A rematch is asked for: Open the rematch once it is dealt.", false
	}
	c := r.SeatOf(rm.Game)
	code := rm.Code
	if code == "" {
		code = "-"
	}
	p.closeOnline()
	ctx.Switch(p.shell.openSeat(settings.OnlineSeat{Server: c.Base, Game: c.Game, Code: code, Seat: r.Seat(), Token: c.Token}))
	return "", false
}

// closeOnline ends an online game's connection as its screen is left (the game stays on the
// server, and on the title's online list).
func (p *Play) closeOnline() {
	if r, ok := p.sess.(*remote.Session); ok {
		r.Close()
		p.shell.turns.forget()
	}
}
