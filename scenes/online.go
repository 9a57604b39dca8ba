package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/online/protocol"
	"tigris/scenes/lobby"
	"tigris/scenes/menus"
	"tigris/scenes/remote"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
)

// An online game is played on the same board screen as a local one.
var (
	_ Reader = (*remote.Session)(nil)
	_ Mover  = (*remote.Session)(nil)
	_ Keeper = (*remote.Session)(nil)
)

// DefaultServer is the server the Online screen offers when none was used on this device.
const DefaultServer = "http://127.0.0.1:8765"

// Online is the screen of online play: this device's games with whose turn it is, joining a game
// by its code, and creating one (each seat me, an invited person or a bot), on a server whose
// address it remembers. Its state is the lobby's (scenes/lobby); this type reads the input and
// draws.
type Online struct {
	*lobby.Lobby
	sh     onlineShell // the shell as the online screens see it
	maps   menus.MapChoice
	back   engine.Scene
	ctl    ui.Controls
	page   ui.Page
	server ui.TextField
	name   ui.TextField
	code   ui.TextField
	// showServer is whether the server's address is shown: only where the player chose it (no
	// -server, not the page's own origin)
	showServer bool
	// invited is whether this screen was opened by an invitation (?join=CODE): joining comes first
	invited bool
	opening *remote.Session // the game being opened: shown once it has arrived
	openAt  time.Time
	// notifyLabel is the notifications' button as last drawn (its words change with the width):
	// the Notifications screen names it so
	notifyLabel string
	// invitation is the game made here whose invitation was last brought into view
	invitation *protocol.Ticket
}

// NewOnline opens the online screen; back is where Back goes.
func NewOnline(sh *Shell, back engine.Scene) *Online {
	o := &Online{Lobby: lobby.New(sh.Store), sh: onlineHost{sh}, back: back}
	o.Forget = sh.turns.forget
	o.NotifyKept = sh.turnNotices.kept // turnnotice.go
	addr := o.Kept.Server
	if sh.Server != "" {
		addr = sh.Server // -server, or the page's own origin in the browser
	}
	if addr == "" {
		addr = DefaultServer
	}
	o.showServer = sh.Server == ""
	o.server = ui.NewTextField(addr, 120, false)
	o.name = ui.NewTextField(o.Kept.Name, 16, false)
	o.name.Hint = "your name"
	o.code = ui.NewTextField("", 12, false)
	o.code.Hint = "the game's code"
	return o
}

// base is the server's address as typed, with http:// when no scheme is given.
func (o *Online) base() string { return lobby.Base(o.server.String()) }

// open connects to a kept seat; the board is shown once the game has arrived.
func (o *Online) open(k settings.OnlineSeat) {
	o.opening = o.sh.openOnline(k)
	o.openAt = time.Now()
	o.Busy = "Connecting to the game…"
}

func (o *Online) join()   { o.Join(o.base(), o.code.String(), o.name.String()) }
func (o *Online) create() { o.Create(o.base(), o.name.String()) }

// Update implements engine.Scene.
func (o *Online) Update(ctx *engine.Context) (bool, error) {
	if o.MineFor == "" {
		o.Refresh(o.base())
	}
	redraw := o.Take()
	if o.Ticket != nil && o.Ticket != o.invitation {
		// the invitation is drawn at the top of the column: a game made at the foot of a
		// scrolled form would leave its code and link out of sight
		o.invitation = o.Ticket
		o.page.ScrollTo(0)
		redraw = true
	}
	redraw = o.tendInvite(ctx) || redraw
	if o.Open != nil {
		o.open(*o.Open)
		o.Open = nil
	}
	if p, changed := o.opened(ctx); p != nil {
		ctx.Switch(p)
		return true, nil
	} else if changed {
		redraw = true
	}
	typed, typing := o.typing(ctx)
	if ctx.In.KeyPressed(ebiten.KeyEscape) && !typing {
		o.leave(ctx)
		return true, nil
	}
	id, r := o.ctl.Update(ctx)
	redraw = o.page.Update(ctx) || r || redraw || typed
	o.choose(ctx, id)
	return redraw || !id.IsZero() || o.Busy != "", nil
}

// opened is the board of the game being opened once it has arrived; changed reports that the
// opening failed (said in words).
func (o *Online) opened(ctx *engine.Context) (p engine.Scene, changed bool) {
	if o.opening == nil {
		return nil, false
	}
	o.opening.Poll(ctx.Now)
	switch {
	case o.opening.Arrived():
		p := o.sh.board(NewSession(o.opening, o.opening, o.opening))
		o.opening, o.Busy = nil, ""
		return p, true
	case o.opening.Problem() != "" && ctx.Now.Sub(o.openAt) > 5*time.Second:
		o.Err = "The game cannot be opened: " + o.opening.Problem()
		o.opening.Close()
		o.opening, o.Busy = nil, ""
		return nil, true
	}
	return nil, false
}

// typing updates the text fields: changed reports a change to draw, typing that one has the
// keys. Enter in the code joins; Enter in the server's address asks it for the list again.
func (o *Online) typing(ctx *engine.Context) (changed, typing bool) {
	for _, f := range []*ui.TextField{&o.server, &o.name, &o.code} {
		c, done := f.Update(ctx)
		if ctx.In.Pressed && !f.Box.In(ctx.In.X, ctx.In.Y) {
			f.Focus = false
		}
		if done && f == &o.code && o.code.String() != "" {
			o.join()
		}
		if done && f == &o.server {
			o.MineFor = ""
		}
		changed = changed || c
		typing = typing || f.Focus
	}
	return changed, typing
}

// choose does what the control id chosen asks.
func (o *Online) choose(ctx *engine.Context, id ui.ID) {
	if i, ok := idOpenGame.Index(id); ok {
		o.OpenAt(i)
	}
	if i, ok := idRemoveGame.Index(id); ok {
		o.RemoveAt(i)
	}
	if i, ok := idSeatWho.Index(id); ok {
		o.NextSeat(i)
	}
	if i, ok := idSeatRemove.Index(id); ok {
		o.RemoveSeat(i)
	}
	if i, ok := idOnlineOpt.Index(id); ok {
		o.ToggleOption(i)
	}
	o.choosePlace(ctx, id)
	if i, ok := idOnlineMap.Index(id); ok && (i == 1) != (o.Options.Map == "advanced") {
		o.NextMap()
	}
	switch id {
	case idTurnTime:
		o.TurnTime = (o.TurnTime + 1) % len(lobby.TurnTimes)
	case idTimeoutBot:
		o.TimeoutBot = (o.TimeoutBot + 1) % ai.Level(len(ai.Levels()))
	case idBack:
		o.leave(ctx)
	case idRefresh:
		o.MineFor = ""
	case idNotify:
		o.askNotify() // onlinenotify.go
	case idAdd:
		o.AddSeat()
	case idJoin:
		o.join()
	case idCreate:
		o.create()
	case idCopyLink:
		o.copyLink()
	case idPlay:
		if t := o.Ticket; t != nil {
			o.open(settings.OnlineSeat{Server: o.base(), Game: t.Game, Code: t.Code, Seat: t.Seat, Token: t.Token})
		}
	}
}

// leave goes back, keeping the server and the name typed.
func (o *Online) leave(ctx *engine.Context) {
	if o.opening != nil {
		o.opening.Close()
	}
	back := o.back
	if back == nil {
		back = o.sh.title()
	}
	ctx.Switch(back)
}
