package scenes

import (
	"fmt"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/ui"
	"tigris/storage"
)

// menuMode is the in-game menu (Esc): resume, save by name, load, settings, rules, leave, and an
// online game's or a local seat's choices. The game goes on under it (an online game's moves and
// chat, a bot's move), the board taking no input while it is open. It owns its state and reaches
// the screen's parts it acts on (menuParts) without the screen: what only the screen may do
// (leave it) it returns.
type menuMode struct {
	menuParts
	open    bool
	naming  bool // the save-name field is shown
	sharing bool // the copy choices are shown
	handing bool // the levels of the bot to take a local seat are shown
	name    ui.TextField
	ctl     ui.Controls
	msg     string
	bad     bool
	// leaveAnyway: the player was told the game could not be saved; Quit to title now leaves it
	leaveAnyway bool
	// again: New game was asked; leaving goes to the setup with this game's players, not the title
	again bool
	// confirmResign: an online game's Resign was clicked once
	confirmResign bool
	// shareSettled is set while the update that took a Share tap's outcome runs: the frame loop
	// may see that tap only now, after the browser answered, and must leave the answer's words.
	shareSettled bool
}

// menuParts are the parts of the board screen the menu reads and acts on, given at the screen's
// making (NewPlay): the board view (the session, the layout, the shell as the board sees it), the
// hand and the hint it puts down, the toast, the watch link and an invited seat's controls; screen
// is the board screen itself, where the saves, the settings and the rules come back to.
type menuParts struct {
	screen engine.Scene
	b      *boardView
	hand   *handPart
	hints  *hintPart
	banner *banner
	watch  *watchAsk
	wait   *waitingPart
}

// show opens the menu (a board without a shell has none); a piece carried goes back.
func (m *menuMode) show() {
	if m.b.host.shell == nil {
		return
	}
	m.hand.drag, m.hand.targets, m.hand.swapMode = nil, nil, false
	m.reset(true)
}

// takeAnswers opens the menu on what came of a watch link or an invited seat's control asked for
// in it (the server answers a later frame); it reports an answer.
func (m *menuMode) takeAnswers() bool {
	took := false
	for _, take := range []func(boardHost) (string, bool, bool){m.watch.take, m.wait.take} {
		if msg, bad, ok := take(m.b.host); ok {
			m.open, m.msg, m.bad, took = true, msg, bad, true
		}
	}
	return took
}

// reset puts the menu back to its first page, open or closed, with nothing said.
func (m *menuMode) reset(open bool) { *m = menuMode{menuParts: m.menuParts, open: open} }

// warn opens the menu on why the game cannot be left as asked (it could not be kept): asked
// again, it is left all the same (leaveAnyway).
func (m *menuMode) warn(msg string) {
	m.reset(true)
	m.bad, m.leaveAnyway, m.msg = true, true, msg
}

// defaultSaveName names a save after its players and turn, which a player will recognise.
func (m *menuMode) defaultSaveName() string {
	p := m.b
	return fmt.Sprintf("%s, %s, %s", m.playersShort(), session.TurnWords(p.sess.Record().Turn()), time.Now().Format("Jan 2 15.04"))
}

func (m *menuMode) playersShort() string {
	p := m.b
	s := ""
	for i := range p.sess.Seats() {
		if i > 0 {
			s += " v "
		}
		s += p.sess.Name(i)
	}
	return s
}

// update takes the frame's input while the menu is open (lesson: the lesson on the board, or
// nil); leave reports Quit to title, which the screen does.
func (m *menuMode) update(ctx *engine.Context, lesson *lessonPart) (redraw, leave bool) {
	_, done := m.name.Update(ctx)
	if ctx.In.KeyPressed(ebiten.KeyEscape) {
		if m.naming || m.sharing || m.handing {
			m.naming, m.sharing, m.handing = false, false, false
		} else {
			m.open = false
		}
		return true, false
	}
	id, redraw := m.ctl.Update(ctx)
	if msg, bad, ok := m.tendShare(m.b, ctx); ok { // what the browser did with a tap on a Share choice
		m.msg, m.bad, redraw = msg, bad, true
	}
	if done {
		id = idSaveNow
	}
	took := m.keep(id)
	if !took {
		took, leave = m.navigate(ctx, id, lesson)
	}
	if !took {
		m.online(ctx, id)
	}
	return redraw || !id.IsZero() || len(ctx.In.Chars) > 0 || len(ctx.In.Keys) > 0, leave
}

// keep answers the menu's buttons that save, copy or share the game; it reports one it took.
func (m *menuMode) keep(id ui.ID) bool {
	p := m.b
	switch id {
	case idSave:
		m.naming, m.msg = true, ""
		m.name = ui.NewTextField(m.defaultSaveName(), 60, false)
		m.name.Focus = true
	case idSaveNow:
		if err := p.sess.SaveAs(p.host.Keep.Store(), m.name.String()); err != nil {
			m.msg, m.bad = "Not saved: "+storage.Explain(err)+". "+saveFileLabel+" keeps it elsewhere.", true
		} else {
			m.msg, m.bad, m.naming = fmt.Sprintf("Saved as “%s”.", m.name.String()), false, false
		}
	case idCopy:
		where, err := p.host.shell.exportGame(m.defaultSaveName(), p.sess.SaveData())
		if err != nil {
			m.msg, m.bad = "No copy saved: "+storage.Explain(err)+".", true
		} else {
			m.msg, m.bad = "A copy of the game is in "+where+".", false
		}
	case idShare:
		m.sharing, m.msg = true, ""
	case idCopyPosition, idCopyGame, idCopyLink:
		m.msg, m.bad = m.share(p, id)
	default:
		return false
	}
	return true
}

// navigate answers the menu's buttons that close it or go to another screen; it reports one it
// took, and Quit to title (leave), which the screen does.
func (m *menuMode) navigate(ctx *engine.Context, id ui.ID, lesson *lessonPart) (took, leave bool) {
	p := m.b
	switch id {
	case idResume:
		m.open = false
	case idCancel:
		m.naming, m.sharing, m.handing = false, false, false
	case idLoad:
		m.open = false
		ctx.Switch(menus.NewSaves(p.host.Host, m.screen))
	case idSettings:
		m.open = false
		ctx.Switch(menus.NewSettingsScene(p.host.Host, m.screen))
	case idRules: // the menu stays open: Back from the rules returns to it
		ctx.Switch(menus.NewRules(p.host.Host, m.screen))
	case idTitle:
		return true, true
	case idNewGame: // left as Quit to title leaves, for the setup (playagain.go)
		m.again = true
		return true, true
	case idLessonRestart, idLessons:
		m.open = m.open && id != idLessonRestart
		if lesson != nil {
			lesson.update(ctx, id)
		}
	default:
		return false, false
	}
	return true, false
}

// online answers the buttons about the seats: a seat handed to a bot, resigning, a rematch.
func (m *menuMode) online(ctx *engine.Context, id ui.ID) {
	switch id {
	case idToBot:
		if _, local := m.b.sess.Reader.(seatHander); local {
			m.handing, m.msg = true, ""
		} else {
			m.msg, m.bad = m.onlineChoice(id)
		}
	case idResign, idWatchLink, idWatchDelay, idCancelGame, idNewInvite, idSeatBot:
		m.msg, m.bad = m.onlineChoice(id)
	case idRematch:
		m.msg, m.bad = m.rematch(ctx)
	default:
		if _, ok := idBotLevel.Index(id); ok {
			msg, bad := m.handSeat(id)
			if bad {
				m.msg, m.bad = msg, bad
			}
		}
	}
}

// menuColumns is how many columns n items of row's height stand in, beside extra, within room:
// one where they fit, else two, else three (a phone held sideways, an online game's many
// controls while an invited seat waits).
func menuColumns(n int, row, extra, room float64) int {
	for cols := 1; cols < 3; cols++ {
		if extra+float64((n+cols-1)/cols)*row <= room {
			return cols
		}
	}
	return 3
}

// leave goes back to the title once the game is safely saved. A game that could not be saved is
// not left silently: the menu says why and offers a copy elsewhere; asked again, the game is
// left but kept in memory, so Continue brings it back while the window stays open.
func (p *Play) leave(ctx *engine.Context) {
	if p.host.shell == nil {
		p.quit = true
		return
	}
	if p.lesson != nil { // a lesson is not kept
		ctx.Switch(menus.NewTitle(p.host.Host))
		return
	}
	p.closeOnline()
	err := flush(p.sess.Reader)
	if err != nil && !p.menu.leaveAnyway && !p.sess.State().Over() {
		p.menu.warn("This game could not be saved: " + storage.Explain(err) + ". " + saveFileLabel + " keeps it elsewhere; Quit to title again leaves it (Continue brings it back until the game is closed).")
		return
	}
	p.host.shell.keepUnsaved(Session{})
	if err != nil {
		p.host.shell.keepUnsaved(p.sess)
	}
	if p.menu.again {
		ctx.Switch(p.againSetup())
		return
	}
	ctx.Switch(menus.NewTitle(p.host.Host))
}

// draw: the menu box is sized from the screen; its items stand in two columns where one is too
// tall (a phone held sideways).
func (m *menuMode) draw(dst *ebiten.Image, ctx *engine.Context, lesson *lessonPart) {
	p := m.b
	th := p.theme()
	u := p.lay.U
	engine.Rect(dst, 0, 0, p.lay.W, p.lay.H, ui.Alpha(th.Frame, 200))
	items := []menuItem{
		{idResume, "Resume", "Back to the game (Esc)", ui.Primary},
		{idSave, saveNameLabel, "Keep this game in Load game's list under a name you choose (it is also saved after every action for Continue)", ui.Plain},
		{idCopy, saveFileLabel, p.host.shell.ExportTip(), ui.Plain},
		{idShare, "Share…", "Copy this position or the whole game in the notation, or a link to this deal", ui.Plain},
		{idLoad, "Load game", "Open a saved game", ui.Plain},
		{idSettings, "Settings", "Sound, fullscreen, animation, highlights, colours", ui.Plain},
		{idRules, "Rules", "The rules in short", ui.Plain},
		{idTitle, "Quit to title", "Leave the game; Continue on the title brings it back", ui.Quiet},
	}
	if m.sharing {
		items = items[:0]
		items = append(items, menuItem{idCopyPosition, "Copy this position", "The position as you know it (the others' tiles stay hidden), to paste into New game › From a position", ui.Plain})
		if p.sess.State().Over() {
			items = append(items, menuItem{idCopyGame, "Copy the whole game", "The game from its start with every decision, in the notation (Load reads it as a file)", ui.Plain})
		}
		if p.host.shell.pageURL() != "" {
			items = append(items, menuItem{idCopyLink, "Copy a link", "A link that opens this deal with these players", ui.Plain})
		}
		items = append(items, menuItem{idCancel, "Back", "Back to the menu (Esc)", ui.Quiet})
	}
	if lesson != nil {
		items = items[:0]
		items = append(items, []menuItem{
			{idResume, "Resume", "Back to the lesson (Esc)", ui.Primary},
			{idLessonRestart, "Restart the lesson", "Begin this lesson again from its first step", ui.Plain},
			{idLessons, "Lessons", "The list of lessons", ui.Plain},
			{idSettings, "Settings", "Sound, fullscreen, animation, highlights, colours", ui.Plain},
			{idRules, "Rules", "The rules in short", ui.Plain},
			{idTitle, "Quit to title", "Leave the lesson (it can be taken again any time)", ui.Quiet},
		}...)
	}
	items = m.onlineItems(m.localSeatItems(newGameItem(items, m.b, lesson != nil || m.sharing), lesson))
	bh, gap := ui.TouchSize*u, 8*u
	msgW := math.Min(420*u, p.lay.W-16*u) - 40*u
	msgH := 0.0
	if m.msg != "" {
		msgH = th.Paragraph(nil, ctx, m.msg, 0, 0, msgW, 13, false, th.Text, engine.Left) + 12*u
	}
	cols := 1
	if !m.naming {
		cols = menuColumns(len(items), bh+gap, 94*u+msgH, p.lay.H-16*u) // 14 units: the way out set apart
	}
	w := math.Min(float64(cols)*420*u, p.lay.W-16*u)
	rows := (len(items) + cols - 1) / cols
	apart := menuApart(items, cols, u)
	h := 60*u + float64(rows)*(bh+gap) + apart + msgH + 20*u
	if m.naming {
		h = 60*u + 28*u + 2*(bh+12*u) + msgH + 20*u
	}
	// centred as if it had no message: a message said after a tap grows the card downwards and
	// never moves the buttons under the finger (it moves them up only where it would not fit)
	x, y := (p.lay.W-w)/2, math.Max(8*u, math.Min((p.lay.H-h+msgH)/2, p.lay.H-h-8*u))
	card(dst, ctx, th, ui.Rect{X: x, Y: y, W: w, H: h})
	m.ctl.Begin(th)
	heading := "Menu"
	switch {
	case m.naming:
		heading = "Save by name"
	case m.sharing:
		heading = "Share"
	case m.handing:
		heading = "A bot for " + p.sess.Name(max(p.sess.Viewer(), 0)) + "'s seat"
	}
	th.Draw(dst, heading, ctx.Fonts.Face(24*u, true), x+w/2, y+16*u, engine.Scale(th.Accent), engine.Center)
	by := y + 60*u
	bx := x + 20*u
	bw := (w - 40*u - float64(cols-1)*16*u) / float64(cols)
	if m.naming {
		th.Label(dst, ctx, "Save this game as:", bx, by, 15, true, th.Text)
		field := ui.Rect{X: bx, Y: by + 28*u, W: w - 40*u, H: bh}
		m.name.Draw(dst, ctx, th, field)
		m.ctl.Add(field, idName, "Type a name; a save of the same name is replaced", true)
		by += 28*u + bh + 12*u
		half := (w-40*u)/2 - 6*u
		m.ctl.Styled(dst, ctx, ui.Rect{X: bx, Y: by, W: half, H: bh}, "Save", idSaveNow, "Keep the game under this name (Enter)", len(m.name.String()) > 0, ui.Primary)
		m.ctl.Styled(dst, ctx, ui.Rect{X: bx + half + 12*u, Y: by, W: half, H: bh}, "Cancel", idCancel, "Back to the menu (Esc)", true, ui.Quiet)
		by += bh + 12*u
	} else {
		for i, it := range items {
			r := ui.Rect{X: bx + float64(i/rows)*(bw+16*u), Y: by + float64(i%rows)*(bh+gap), W: bw, H: bh}
			if apart > 0 && i == len(items)-1 { // the way out below a rule, away from the others
				engine.Rect(dst, bx+bw/4, r.Y+(apart-gap)/2, bw/2, math.Max(1, u), ui.Alpha(th.Accent, 110))
				r.Y += apart
			}
			m.ctl.Styled(dst, ctx, r, it.label, it.id, it.tip, true, it.style)
		}
		by += float64(rows)*(bh+gap) + apart
	}
	if m.msg != "" {
		c := th.Text
		if m.bad {
			c = ui.Bad
		}
		th.Paragraph(dst, ctx, m.msg, x+20*u, by+4*u, msgW, 13, false, c, engine.Left)
	}
	m.ctl.DrawTip(dst, ctx)
}

// menuApart is the room that sets the menu's way out (its last item, Quiet: Quit to title, Back)
// apart from the choices above it, in one column: 0 where there is none or the items stand in
// columns.
func menuApart(items []menuItem, cols int, u float64) float64 {
	if cols > 1 || len(items) < 3 || items[len(items)-1].style != ui.Quiet {
		return 0
	}
	return 14 * u
}

// menuItem is an entry of the menu.
type menuItem struct {
	id         ui.ID
	label, tip string
	style      ui.ButtonStyle // one Primary (Resume), Plain for every choice, Quiet only for the way out
}
