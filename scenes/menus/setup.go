package menus

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/seating"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/words"
)

// Setup is the new-game screen: the seats (human or a bot level, each with a dynasty), the map,
// the options and the seed. The start player is drawn by lot from the seed (R2).
type Setup struct {
	sh    Host
	seats []session.Seat
	opts  game.Options
	seed  ui.TextField
	ctl   ui.Controls
	page  ui.Page
	err   string
	// from is a position the game goes on from (a replay's, a pasted one), or nil for a new deal:
	// its players' dynasties, map and options stand, only who plays each seat is chosen
	from *game.State
	back engine.Scene // where Back goes; the title when nil
	// choosing is the seat whose player is being picked from the list, or -1
	choosing int
	list     ui.Page
	pickCard ui.Rect         // the card the list of players is on, as last drawn
	pasting  <-chan Pasted   // the clipboard's text being read, or nil
	names    []ui.TextField  // each seat's name field (shown for humans)
	emblems  *assets.Sprites // the leaders whose emblems the dynasties are chosen by
	maps     mapThumbs       // the two maps' pictures the map is chosen by (setupmap.go)
}

// NewSetupFrom opens the screen to go on from a position with the seats given (who plays each
// may be changed).
func NewSetupFrom(sh Host, from *game.State, seats []session.Seat, back engine.Scene) *Setup {
	s := NewSetup(sh)
	s.usePosition(from, seats)
	s.back = back
	return s
}

// usePosition makes the game go on from a position; without seats given the first is a human
// and the others Medium bots.
func (s *Setup) usePosition(st *game.State, seats []session.Seat) {
	if len(seats) != st.NumPlayers() {
		seats = nil
		for i := 0; i < st.NumPlayers(); i++ {
			seats = append(seats, session.Seat{Dynasty: st.Player(i).Dynasty, Human: i == 0, Level: ai.Medium})
		}
	}
	s.from, s.seats = st, append([]session.Seat(nil), seats...)
	s.page = ui.Page{} // the shorter screen shows from its top
}

// leave goes back where the screen was opened from.
func (s *Setup) leave(ctx *engine.Context) {
	if s.back != nil {
		ctx.Switch(s.back)
		return
	}
	ctx.Switch(NewTitle(s.sh))
}

// NewSetup opens the screen with the usual game: one human against two Medium bots on the
// standard map.
// The screen opens with the players and options of the last game started from it; a first game in
// the science-fiction theme is offered without monuments, as that edition plays.
func NewSetup(sh Host) *Setup {
	s := &Setup{sh: sh, choosing: -1,
		seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}, {Dynasty: game.Pot, Level: ai.Medium}},
		seed:  seedField()}
	if seats, err := seating.ParseSeats(sh.Prefs.Settings().LastSeats); err == nil {
		s.seats = seats
	}
	if o, err := seating.ParseOptions(sh.Prefs.Settings().LastGame); err == nil {
		s.opts = o
	}
	if sh.Prefs.Settings().LastGame == "" && sh.Prefs.Settings().Theme == settings.Space {
		s.opts.NoMonuments = true // the science-fiction edition's own rules, until a player chooses
	}
	return s
}

// who is a seat's controller as a step of one list: human, then each bot level.
func who(s session.Seat) int {
	if s.Human {
		return 0
	}
	return int(s.Level) + 1
}

func whoName(s session.Seat) string {
	if s.Human {
		return "Human"
	}
	return session.Capitalize(s.Level.String()) + " bot"
}

var whoTips = "Choose who plays this seat: a person, or a bot of a strength you pick"

// whoChoices are the entries of the list a seat's player is picked from, each said in a player's
// words with its measured strength (ai/arena; docs/BOTS.md gives the games behind each figure).
var whoChoices = []struct{ name, about string }{
	{"Human", "A person at this machine. With two or more, the screen hides each one's tiles and points between turns."},
	{"Random bot", "Plays any legal move. Only for trying things out."},
	{"Easy bot", "Takes the action that scores most at once, one at a time. Beats Random every game."},
	{"Medium bot", "Plans its whole turn and weighs its weakest colour. Beats Easy in 98% of games: a fair opponent once you know the rules."},
	{"Hard bot", "Looks ahead over the tiles that may be drawn and the answers to its turn, under three seconds a turn (in a browser, up to three times as long). Beats Medium in 83% of two-player games, and wins 51% of games against three Mediums."},
	{"Expert bot", "Weighs more than twice Hard's plans and searches over twenty-five times as far, about 4 s a turn (in a browser, about three times as long), thinking on while you do. Beats Hard in about 60% of two-player games."},
}

// nextDynasty is the dynasty after seat i's that no other seat has (a new seat passes -1 and
// gets the first free one).
func (s *Setup) nextDynasty(i int) game.Dynasty {
	d := game.Dynasty(game.NumDynasties - 1)
	if i >= 0 {
		d = s.seats[i].Dynasty
	}
	for k := 0; k < game.NumDynasties; k++ {
		d = (d + 1) % game.NumDynasties
		used := false
		for j, o := range s.seats {
			used = used || j != i && o.Dynasty == d
		}
		if !used {
			return d
		}
	}
	return d
}

// taken reports that a seat other than seat i plays dynasty d.
func (s *Setup) taken(d game.Dynasty, i int) bool {
	for j, o := range s.seats {
		if j != i && o.Dynasty == d {
			return true
		}
	}
	return false
}

// Update implements engine.Scene.
func (s *Setup) Update(ctx *engine.Context) (bool, error) {
	if s.choosing >= 0 { // the list of players has the screen
		return s.updateChoice(ctx), nil
	}
	changed, done, typing := s.updateFields(ctx)
	if ctx.In.KeyPressed(ebiten.KeyEscape) && !typing {
		s.leave(ctx)
		return true, nil
	}
	id, redraw := s.ctl.Update(ctx)
	redraw = s.page.Update(ctx) || redraw
	if ctx.In.Pressed && !s.seed.Box.In(ctx.In.X, ctx.In.Y) { // a press on a scrolled page names no control yet
		s.seed.Focus = false
	}
	pasted := s.takePaste() // the clipboard answers when it will: the screen is drawn anew then
	if s.from != nil && id != idBack && id != idStart && !isSeatWho(id) && id != idPaste {
		id = ui.ID{} // the position's dynasties, map and options stand
	}
	s.seatPressed(id)
	s.optionPressed(ctx, id)
	if id == idStart || done { // Enter in the seed field starts too
		s.start(ctx)
	}
	return redraw || changed || pasted || !id.IsZero(), nil
}

// updateFields passes the frame to the seed's and the names' fields: whether one changed, Enter
// was pressed in one, or one has the keyboard.
func (s *Setup) updateFields(ctx *engine.Context) (changed, done, typing bool) {
	changed, done = s.seed.Update(ctx)
	typing = s.seed.Focus
	c, d, f := s.updateNames(ctx)
	return changed || c, done || d, typing || f
}

// seatPressed acts on a seat's buttons: who plays it, its dynasty, its removal.
func (s *Setup) seatPressed(id ui.ID) {
	if i, ok := idSeatWho.Index(id); ok && i < len(s.seats) {
		s.choosing = i
		s.list = ui.Page{}
	}
	for d, l := range idEmblem {
		i, ok := l.Index(id)
		switch {
		case !ok || i >= len(s.seats):
		case s.seats[i].Dynasty == game.Dynasty(d): // the seat's own, tapped: the next free one
			s.seats[i].Dynasty = s.nextDynasty(i)
		case !s.taken(game.Dynasty(d), i): // a dynasty named (the trace's id): that one
			s.seats[i].Dynasty = game.Dynasty(d)
		}
	}
	if i, ok := idSeatRemove.Index(id); ok && i < len(s.seats) {
		s.seats = append(s.seats[:i], s.seats[i+1:]...)
	}
}

// optionPressed acts on the screen's other buttons: a seat added, the map, the options, the
// paste, the seed, Back.
func (s *Setup) optionPressed(ctx *engine.Context, id ui.ID) {
	switch id {
	case idAdd:
		s.seats = append(s.seats, session.Seat{Dynasty: s.nextDynasty(-1), Level: ai.Medium})
	case idMapChoice.At(0), idMapChoice.At(1):
		k, _ := idMapChoice.Index(id)
		s.opts.Map = game.MapID(k)
	case idBuildings:
		s.opts.Buildings = !s.opts.Buildings
	case idWonder:
		s.opts.Wonder = !s.opts.Wonder
	case idEnglish:
		s.opts.English = !s.opts.English
	case idMonuments:
		s.opts.NoMonuments = !s.opts.NoMonuments
	case idOpenScoring:
		s.opts.OpenScoring = !s.opts.OpenScoring
	case idPaste:
		s.pasting, s.err = s.sh.Platform.Paste(), ""
	case idNewseed:
		s.seed.Set("") // an empty seed deals afresh, unseen
	case idBack:
		s.leave(ctx)
	}
}

func (s *Setup) start(ctx *engine.Context) {
	if err := s.checkNames(ctx.Fonts.Draws); err != nil {
		s.err = err.Error() + "."
		return
	}
	if s.from != nil {
		p, err := s.sh.Games.Play(session.Config{Seats: s.seats, Start: s.from.Clone()}, nil)
		if err != nil {
			s.err = err.Error()
			return
		}
		ctx.Switch(p)
		return
	}
	seed, err := s.dealSeed()
	if err != nil {
		s.err = "The seed must be a whole number (it replays the same deal)."
		return
	}
	o := s.opts
	p, err := s.sh.Games.Play(session.Config{Seats: s.seats, Options: o, Seed: seed}, func() string {
		s.sh.Games.Reseed() // the next new game deals anew
		st := s.sh.Prefs.Settings()
		st.LastSeats, st.LastGame = seating.FormatSeats(s.seats), seating.FormatOptions(o)
		return s.sh.Prefs.SaveSettings()
	})
	if err != nil {
		s.err = err.Error()
		return
	}
	ctx.Switch(p)
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// Draw implements engine.Scene: the seats, the board and options, the seed, and Back and Start
// in the footer; the rows fold to the screen's width and scroll where they do not fit its height.
func (s *Setup) Draw(dst *ebiten.Image, ctx *engine.Context) {
	s.drawSeats(dst, ctx)
	if s.choosing >= 0 {
		s.drawChoice(dst, ctx)
	}
}

func (s *Setup) drawSeats(dst *ebiten.Image, ctx *engine.Context) {
	th := s.sh.Look.Theme()
	s.ensureNames()
	u := ctx.Scale
	w := float64(ctx.W)
	top := ui.Screen(dst, ctx, th, &s.ctl, "New game")
	cw := ui.ContentWidth(ctx, 820) // wide enough for the maps beside two columns of options
	x0 := (w - cw) / 2
	foot := ui.Footer(dst, ctx, &s.ctl, cw,
		ui.FootButton{Label: "Back", ID: idBack, Tip: "Back to the title (Esc)", Enabled: true, Style: ui.Quiet},
		ui.FootButton{Label: "Start", ID: idStart, Tip: "Start the game with these players", Enabled: true, Style: ui.Primary})
	if s.err != "" {
		// above the footer, where it is seen without scrolling
		foot -= th.Paragraph(nil, ctx, s.err, 0, 0, cw, 14, false, ui.Bad, engine.Left) + 8*u
		th.Paragraph(dst, ctx, s.err, x0, foot+4*u, cw, 14, false, ui.Bad, engine.Left)
	}
	from := len(s.ctl.Hits)
	c, y := s.page.Begin(dst, ui.Rect{X: 0, Y: top, W: w, H: foot - top})
	bh, gap := ui.TouchSize*u, 8*u
	y += 4 * u
	th.Label(c, ctx, "Players, in seat order (clockwise)", x0, y, 15, true, th.Text)
	y += 28 * u
	num := 26 * u
	remove, removeLabel := 110*u, "Remove"
	narrow := cw < 560*u
	if narrow { // emblem, player and × on one row: a row each for the emblem and the × left three
		// seats filling a phone's screen (review 4, F4); the bot's pips give way to its words
		remove, removeLabel = bh, "×"
	}
	pal := s.sh.Look.Palette()
	if s.emblems == nil || s.emblems.Size != int(bh) || s.emblems.Pal != pal {
		s.emblems.Deallocate()
		s.emblems = assets.NewSprites(int(bh), pal)
	}
	emblemsW := bh + 6*u // the seat's own dynasty alone; a tap gives it the next free one
	for i, seat := range s.seats {
		th.Label(c, ctx, fmt.Sprintf("%d.", i+1), x0, y+12*u, 16, true, th.Dim)
		s.drawEmblem(c, ctx, th, i, x0+num+3*u, y, bh)
		canRemove := len(s.seats) > 2 && s.from == nil
		if canRemove {
			s.ctl.Styled(c, ctx, ui.Rect{X: x0 + cw - remove, Y: y, W: remove, H: bh}, removeLabel, idSeatRemove.At(i), "Take this seat out of the game", true, ui.Plain)
		}
		wx, ww := x0+num+emblemsW+gap, cw-num-emblemsW-gap
		if canRemove {
			ww -= remove + gap
		}
		who := session.Capitalize(seat.Dynasty.String()) + ": " + whoName(seat)
		s.ctl.Button(c, ctx, ui.Rect{X: wx, Y: y, W: ww, H: bh}, who, idSeatWho.At(i), whoTips, true)
		// the bot's strength beside its name, where the centred name leaves room
		if lit, pr := botPips(seat), 3.5*u; lit > 0 && (ww-th.Width(who, ui.Face(ctx, 16, true)))/2 >= pipsWidth(pr)+24*u {
			drawPips(c, ctx, wx+ww-12*u, y+bh/2, pr, lit, th.Text, th.Text) // the bot's strength beside its name
		}
		y += bh + gap
		if seat.Human && i < len(s.names) {
			// a person's name, shown on the board and in the log instead of the dynasty's
			th.Label(c, ctx, "name", x0+num, y+12*u, 14, false, th.Dim)
			fr := ui.Rect{X: x0 + num + 56*u, Y: y, W: math.Min(300*u, cw-num-56*u), H: bh}
			s.names[i].Draw(c, ctx, th, fr)
			s.ctl.Add(fr, idSeatName.At(i), "A name for this player (optional): shown on the board, in the log and when the game is passed", true)
			y += bh + gap
		}
	}
	if s.from != nil {
		y += 14 * u
		y += th.Paragraph(c, ctx, "The game goes on from a position: "+positionWords(s.from)+". Its map, options and tiles stand; choose who plays each seat.", x0, y, cw, 14, false, th.Text, engine.Left) + 8*u
		s.page.End(dst, ctx, &s.ctl, from, y)
		s.ctl.DrawTip(dst, ctx)
		s.ctl.Trace(s.sh.Look.TraceControls(), "setup", ctx)
		return
	}
	if len(s.seats) < 4 {
		aw := math.Min(220*u, cw-num)
		s.ctl.Styled(c, ctx, ui.Rect{X: x0 + num, Y: y, W: aw, H: bh}, "+ Add a player", idAdd, "Up to four players", true, ui.Plain)
		y += bh + gap
		// the dynasties no seat plays, beside the button where there is room, else under it
		out, tx, tw := s.sittingOut(), x0+num+aw+16*u, cw-num-aw-16*u
		if tw < 200*u {
			tx, tw = x0+num, cw-num
		}
		outH := th.Paragraph(nil, ctx, out, 0, 0, tw, 13, false, th.Dim, engine.Left)
		if tx > x0+num {
			th.Paragraph(c, ctx, out, tx, y-gap-bh+(bh-outH)/2, tw, 13, false, th.Dim, engine.Left)
		} else {
			y += th.Paragraph(c, ctx, out, tx, y, tw, 13, false, th.Dim, engine.Left) + gap
		}
	}
	y += 14 * u
	y = s.drawOptions(c, ctx, th, x0, y, cw)
	s.page.End(dst, ctx, &s.ctl, from, y)
	s.ctl.DrawTip(dst, ctx)
	s.ctl.Trace(s.sh.Look.TraceControls(), "setup", ctx)
}

// drawOptions draws the board and options, the seed and the paste from y in the column at x0,
// cw wide, and returns the y under them.
func (s *Setup) drawOptions(c *ebiten.Image, ctx *engine.Context, th *ui.Theme, x0, y, cw float64) float64 {
	u := ctx.Scale
	bh, gap := ui.TouchSize*u, 8*u
	th.Label(c, ctx, "Board and options", x0, y, 15, true, th.Text)
	y += 28 * u
	// the two maps beside the options' switches where the column is wide, else above them
	ox, oy, ocw := x0, y, cw
	if side := 2*(game.Cols*10*u+24*u) + 12*u; cw-side-16*u >= 220*u {
		ox, ocw = x0+side+16*u, cw-side-16*u
		y = s.drawMapChoice(c, ctx, th, x0, y, side)
	} else {
		y = s.drawMapChoice(c, ctx, th, x0, y, cw) + gap + 6*u
		oy = y
	}
	opts := []struct {
		label string
		id    ui.ID
		tip   string
		on    bool
	}{
		{"Buildings", idBuildings, "Civilization buildings: a palace, library, granary or market hall stands on a line of three tiles of its colour", s.opts.Buildings},
		{"Wonder", idWonder, "The wonder, built on a cross of five tiles of one colour", s.opts.Wonder},
		{"English variant", idEnglish, "In a revolt or war, the attacker adds tiles only to get ahead and the defender only to draw level", s.opts.English},
		{"Monuments", idMonuments, "Off: squares of four are never built on (the rules of the space edition)", !s.opts.NoMonuments},
		{"Open scoring", idOpenScoring, "On: every player's points are public, shown to all and known to the bots, instead of hidden behind the screens", s.opts.OpenScoring},
	}
	perRow := max(1, min(3, int((ocw+gap)/(200*u+gap))))
	ow := (ocw - float64(perRow-1)*gap) / float64(perRow)
	for i, o := range opts {
		r := ui.Rect{X: ox + float64(i%perRow)*(ow+gap), Y: oy + float64(i/perRow)*(bh+gap), W: ow, H: bh}
		s.ctl.Switch(c, ctx, r, o.label, o.on, o.id, o.tip)
	}
	y = math.Max(y, oy+float64((len(opts)+perRow-1)/perRow)*(bh+gap)-gap) + 14*u
	th.Label(c, ctx, "Seed", x0, y+12*u, 15, true, th.Text)
	fx := x0 + 60*u
	nw := math.Min(150*u, (cw-60*u-gap)/2)
	fw := math.Min(200*u, cw-60*u-gap-nw)
	s.seed.Draw(c, ctx, th, ui.Rect{X: fx, Y: y, W: fw, H: bh})
	s.ctl.Add(ui.Rect{X: fx, Y: y, W: fw, H: bh}, idSeed, "Empty: a fresh deal nobody sees the seed of; a number typed replays that deal with the same players", true)
	s.ctl.Styled(c, ctx, ui.Rect{X: fx + fw + gap, Y: y, W: nw, H: bh}, "Fresh deal", idNewseed, "Empty the seed: the deal is drawn afresh and shown to nobody", true, ui.Plain)
	pasteTip := "Paste a position in the notation (Menu › Share › Copy this position in a game) and go on from it"
	if left := x0 + cw - (fx + fw + gap + nw + 2*gap); left >= 240*u { // the paste on the seed's row
		s.ctl.Styled(c, ctx, ui.Rect{X: x0 + cw - left, Y: y, W: left, H: bh}, "From a copied position", idPaste, pasteTip, true, ui.Plain)
		y += bh + 10*u
		y += th.Paragraph(c, ctx, "The start player is drawn by lot.", x0, y, cw, 13, false, th.Dim, engine.Left) + 10*u
	} else {
		y += bh + 10*u
		y += th.Paragraph(c, ctx, "The start player is drawn by lot.", x0, y, cw, 13, false, th.Dim, engine.Left) + 14*u
		s.ctl.Styled(c, ctx, ui.Rect{X: x0, Y: y, W: math.Min(320*u, cw), H: bh}, "Start from a copied position", idPaste, pasteTip, true, ui.Plain)
		y += bh + 10*u
	}
	return y
}

// positionWords says what a position is: whose turn, the map and options.
func positionWords(st *game.State) string {
	o := st.Options()
	said := fmt.Sprintf("%s to play, %s on the board, the %s map", session.Capitalize(st.Player(st.Turn()).Dynasty.String()), words.Count(st.TreasuresOnBoard(), "treasure", ""), o.Map)
	if w := session.OptionNames(o); len(w) > 0 {
		said += " with " + strings.Join(w, ", ")
	}
	return said
}

// updateChoice takes a pick from the list of players, or its cancel.
func (s *Setup) updateChoice(ctx *engine.Context) bool {
	id, _ := s.ctl.Update(ctx)
	s.list.Update(ctx)
	switch {
	case id == idPickCancel || ctx.In.KeyPressed(ebiten.KeyEscape):
		s.choosing = -1
	case !id.IsZero():
		if k, ok := idPick.Index(id); ok && k >= 0 && k < len(whoChoices) && s.choosing < len(s.seats) {
			s.seats[s.choosing].Human, s.seats[s.choosing].Level = k == 0, ai.Level(max(0, k-1))
			s.choosing = -1
		}
	}
	return true
}

// drawChoice draws the list a seat's player is picked from, over the screen: a card sized to
// its heading, choices and Cancel with a margin all round (as the title's menu), centred, and no
// taller than the screen, where the choices scroll.
func (s *Setup) drawChoice(dst *ebiten.Image, ctx *engine.Context) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	w, h := float64(ctx.W), float64(ctx.H)
	engine.Rect(dst, 0, 0, w, h, ui.Alpha(th.Frame, 210))
	pad := pickPad(ctx)
	cw := math.Min(620*u, w-16*u-2*pad)
	x0 := (w - cw) / 2
	s.ctl.Begin(th)
	title := fmt.Sprintf("Who plays %s?", session.Capitalize(s.seats[s.choosing].Dynasty.String()))
	bh := ui.TouchSize * u
	abouts, heights, listH := s.pickRows(ctx, th, cw)
	titleH := th.Paragraph(nil, ctx, title, 0, 0, cw, 20, true, th.Accent, engine.Left)
	cardH := math.Min(pad+titleH+12*u+listH+14*u+bh+pad, h-16*u)
	s.pickCard = ui.Rect{X: x0 - pad, Y: (h - cardH) / 2, W: cw + 2*pad, H: cardH}
	th.Card(dst, ctx, s.pickCard, th.Box)
	y := s.pickCard.Y + pad + th.Paragraph(dst, ctx, title, x0, s.pickCard.Y+pad, cw, 20, true, th.Accent, engine.Left) + 12*u
	foot := s.pickCard.Bottom() - pad - bh
	s.ctl.Styled(dst, ctx, ui.Rect{X: x0, Y: foot, W: math.Min(200*u, cw), H: bh}, "Cancel", idPickCancel, "Keep the player as it was (Esc)", true, ui.Quiet)
	from := len(s.ctl.Hits)
	c, cy := s.list.Begin(dst, ui.Rect{X: x0 - 6*u, Y: y, W: cw + 12*u, H: foot - 6*u - y})
	current := who(s.seats[s.choosing])
	for k, ch := range whoChoices {
		r := ui.Rect{X: x0, Y: cy, W: cw, H: heights[k]}
		fill, about := th.Panel, th.Dim
		if k == current {
			fill, about = th.Button, th.Text // dim text on the gold of the current choice is hard to read
		} else if ctx.In.Hovers() && r.In(ctx.In.X, ctx.In.Y) {
			fill = th.Row
		}
		ctx.Stamps.Box(c, r.X, r.Y, r.W, r.H, 6*u, fill)
		if k == current {
			ctx.Stamps.Box(c, r.X, r.Y, 5*u, r.H, 2*u, th.Accent) // the current choice's mark
		}
		th.Label(c, ctx, ch.name, x0+12*u, cy+10*u, 16, true, th.Text)
		if k > 0 { // the bot's strength among the levels
			drawPips(c, ctx, x0+cw-14*u, cy+20*u, 4.5*u, k, th.Text, th.Text)
		}
		th.Paragraph(c, ctx, abouts[k], x0+12*u, cy+12*u+20*u, cw-24*u, 13, false, about, engine.Left)
		s.ctl.Add(r, idPick.At(k), "Choose: "+ch.name, true)
		cy += r.H + 8*u
	}
	s.list.End(dst, ctx, &s.ctl, from, cy-8*u) // the last gap is not the list's: it fits with room to spare
	s.ctl.DrawTip(dst, ctx)
	s.ctl.Trace(s.sh.Look.TraceControls(), "setup-who", ctx)
}

// pickPad is the margin inside the card a seat's player is chosen on: the title's menu's, less
// on a phone, whose width the choices' words need.
func pickPad(ctx *engine.Context) float64 {
	if ui.IsCompact(ctx) {
		return 14 * ctx.Scale
	}
	return menuPad * ctx.Scale
}

// pickRows are the words under each choice of player, each choice's height at width cw, and the
// list's height, the gaps between them counted.
func (s *Setup) pickRows(ctx *engine.Context, th *ui.Theme, cw float64) (abouts []string, heights []float64, total float64) {
	u := ctx.Scale
	for k := range whoChoices {
		about := whoAbout(s.sh.Reach, k, len(s.seats))
		textH := th.Paragraph(nil, ctx, about, 0, 0, cw-24*u, 13, false, th.Dim, engine.Left)
		abouts, heights = append(abouts, about), append(heights, max(ui.TouchSize*u, 12*u+20*u+textH+10*u))
		total += heights[k] + 8*u
	}
	return abouts, heights, total - 8*u
}

// takePaste starts from the pasted position once the clipboard has answered, or says why not; it
// reports that the answer came.
func (s *Setup) takePaste() bool {
	if s.pasting == nil {
		return false
	}
	select {
	case got := <-s.pasting:
		s.pasting = nil
		if got.Err != nil {
			s.err = "Nothing pasted: " + got.Err.Error() + "."
			return true
		}
		seed, err := s.dealSeed()
		if err != nil {
			seed = NewSeed()
		}
		st, err := session.StartPosition(got.Text, seed)
		if err != nil {
			s.err = "The clipboard holds no position to start from: " + ui.Clip(err.Error(), 200)
			return true
		}
		s.usePosition(st, nil)
		return true
	default:
		return false
	}
}

// updateNames keeps a name field for each seat and takes the typing of the focused one; a click
// elsewhere leaves it. It reports a change, Enter, and whether a field has the keyboard.
func (s *Setup) updateNames(ctx *engine.Context) (changed, done, typing bool) {
	s.ensureNames()
	for i := range s.names {
		if !s.seats[i].Human {
			s.names[i].Focus = false
			continue
		}
		c, _ := s.names[i].Update(ctx) // Enter leaves the field, as a click elsewhere does
		if ctx.In.Pressed && !s.names[i].Box.In(ctx.In.X, ctx.In.Y) {
			s.names[i].Focus = false
		}
		if c {
			s.seats[i].Name = strings.TrimSpace(s.names[i].String())
		}
		changed, typing = changed || c, typing || s.names[i].Focus
	}
	return changed, false, typing
}

// ensureNames keeps a name field for each seat (the screen is drawn before its first update: the
// fields are there from the first frame, so nothing moves under the pointer).
func (s *Setup) ensureNames() {
	if len(s.names) != len(s.seats) {
		s.names = s.names[:0]
		for _, seat := range s.seats {
			s.names = append(s.names, ui.NewTextField(seat.Name, 16, false))
		}
	}
	for i, seat := range s.seats {
		s.names[i].Hint = session.Capitalize(seat.Dynasty.String()) // the name shown when none is typed
	}
}

// checkNames says what is wrong with a player's name, if anything: letters are the characters
// the screen's fonts draw.
func (s *Setup) checkNames(letters session.Letters) error {
	return session.CheckSeatNames(s.seats, letters)
}

// isSeatWho reports a seat's who button, which a position's setup leaves working.
func isSeatWho(id ui.ID) bool {
	_, ok := idSeatWho.Index(id)
	return ok
}

// emblemAlpha is how strongly a dynasty's emblem is drawn in a seat's row: whole when it is the
// seat's, dimmed when it is free to take, faint when another seat plays it.
func emblemAlpha(mine, taken bool) float32 {
	switch {
	case mine:
		return 1
	case taken:
		return 0.25
	}
	return 0.5
}

// drawEmblem draws seat i's dynasty: its leader with its emblem on the board's ground, ringed
// in the accent; a tap gives the seat the next dynasty no other seat plays (seatPressed). The
// dynasties no seat plays are not drawn in the rows at all, where four emblems a seat made the
// unused one look chosen (issue 44): sittingOut names them under the seats.
func (s *Setup) drawEmblem(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, i int, x, y, size float64) {
	u := ctx.Scale
	d := s.seats[i].Dynasty
	r := ui.Rect{X: x, Y: y, W: size, H: size}
	name := session.Capitalize(d.String())
	free := s.from == nil && s.nextDynasty(i) != d
	ring := th.Accent
	if free && ctx.In.Hovers() && r.In(ctx.In.X, ctx.In.Y) {
		ring = ui.Mix(th.Accent, th.Text, 0.5)
	}
	ctx.Stamps.Box(dst, r.X-3*u, r.Y-3*u, r.W+6*u, r.H+6*u, 9*u, ring)
	ctx.Stamps.Box(dst, r.X, r.Y, r.W, r.H, 6*u, s.emblems.Pal.Land)
	ui.DrawSprite(dst, s.emblems.Leaders[d][game.Black], r.Inset(3*u), 1)
	switch {
	case s.from != nil:
		s.ctl.Add(r, ui.ID{}, name+": the position's dynasty", true)
	case free:
		s.ctl.Add(r, idEmblem[d].At(i), name+": click for "+session.Capitalize(s.nextDynasty(i).String())+", a dynasty no seat plays", true)
	default:
		s.ctl.Add(r, idEmblem[d].At(i), name+": every other dynasty has a seat", false)
	}
}

// sittingOut says which dynasties no seat plays, and how a seat takes one ("" when all play).
func (s *Setup) sittingOut() string {
	if s.from != nil {
		return ""
	}
	var out []string
	for d := game.Dynasty(0); d < game.NumDynasties; d++ {
		if !s.taken(d, -1) {
			out = append(out, session.Capitalize(d.String()))
		}
	}
	if len(out) == 0 {
		return ""
	}
	return "Not in this game: " + strings.Join(out, ", ") + " (click a seat's emblem to change its dynasty)."
}
