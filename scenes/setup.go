package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
)

// Setup is the new-game screen: the seats (human or a bot level, each with a dynasty), the map,
// the options and the seed. The start player is drawn by lot from the seed (R2).
type Setup struct {
	sh    *Shell
	seats []session.Seat
	opts  game.Options
	seed  textField
	ctl   controls
	page  page
	err   string
	// from is a position the game goes on from (a replay's, a pasted one), or nil for a new deal:
	// its players' dynasties, map and options stand, only who plays each seat is chosen
	from *game.State
	back engine.Scene // where Back goes; the title when nil
	// choosing is the seat whose player is being picked from the list, or -1
	choosing int
	list     page
	pasting  <-chan Pasted // the clipboard's text being read, or nil
	names    []textField   // each seat's name field (shown for humans)
}

// NewSetupFrom opens the screen to go on from a position with the seats given (who plays each
// may be changed).
func NewSetupFrom(sh *Shell, from *game.State, seats []session.Seat, back engine.Scene) *Setup {
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
	s.page = page{} // the shorter screen shows from its top
}

// leave goes back where the screen was opened from.
func (s *Setup) leave(ctx *engine.Context) {
	if s.back != nil {
		ctx.Switch(s.back)
		return
	}
	ctx.Switch(s.sh.Title())
}

// NewSetup opens the screen with the usual game: one human against two Medium bots on the
// standard map.
// The screen opens with the players and options of the last game started from it; a first game in
// the science-fiction theme is offered without monuments, as that edition plays.
func NewSetup(sh *Shell) *Setup {
	s := &Setup{sh: sh, choosing: -1,
		seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}, {Dynasty: game.Pot, Level: ai.Medium}},
		seed:  seedField()}
	if seats, err := session.ParseSeats(sh.Settings.LastSeats); err == nil {
		s.seats = seats
	}
	if o, err := session.ParseOptions(sh.Settings.LastGame); err == nil {
		s.opts = o
	}
	if sh.Settings.LastGame == "" && sh.Settings.Theme == session.Space {
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
// words with its measured strength (ai/arena; the README gives the games behind each figure).
var whoChoices = []struct{ name, about string }{
	{"Human", "A person at this machine. With two or more, the screen hides each one's tiles and points between turns."},
	{"Random bot", "Plays any legal move. Only for trying things out."},
	{"Easy bot", "Takes the action that scores most at once, one at a time. Beats Random every game."},
	{"Medium bot", "Plans its whole turn and weighs its weakest colour. Beats Easy in 98% of games: a fair opponent once you know the rules."},
	{"Hard bot", "Looks ahead over the tiles that may be drawn and the answers to its turn, under three seconds a turn. Beats Medium in 83% of two-player games, and wins 51% of games against three Mediums."},
	{"Expert bot", "Weighs more than twice Hard's plans and searches over twenty-five times as far, about 4 s a turn, thinking on while you do. Beats Hard in about 60% of two-player games."},
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

// Update implements engine.Scene.
func (s *Setup) Update(ctx *engine.Context) (bool, error) {
	if s.choosing >= 0 { // the list of players has the screen
		return s.updateChoice(ctx), nil
	}
	changed, done := s.seed.update(ctx)
	typing := s.seed.focus
	c, d, f := s.updateNames(ctx)
	changed, done, typing = changed || c, done || d, typing || f
	if ctx.In.KeyPressed(ebiten.KeyEscape) && !typing {
		s.leave(ctx)
		return true, nil
	}
	id, redraw := s.ctl.update(ctx)
	redraw = s.page.update(ctx) || redraw
	if ctx.In.Pressed && id != "seed" {
		s.seed.focus = false
	}
	pasted := s.takePaste() // the clipboard answers when it will: the screen is drawn anew then
	if s.from != nil && id != "back" && id != "start" && !strings.HasSuffix(id, "-who") && id != "paste" {
		id = "" // the position's dynasties, map and options stand
	}
	var i int
	var what string
	if _, err := fmt.Sscanf(id, "%d-%s", &i, &what); err == nil && i < len(s.seats) {
		switch what {
		case "who":
			s.choosing = i
			s.list = page{}
		case "dynasty":
			s.seats[i].Dynasty = s.nextDynasty(i)
		case "remove":
			s.seats = append(s.seats[:i], s.seats[i+1:]...)
		}
	}
	switch id {
	case "add":
		s.seats = append(s.seats, session.Seat{Dynasty: s.nextDynasty(-1), Level: ai.Medium})
	case "map":
		s.opts.Map = 1 - s.opts.Map
	case "buildings":
		s.opts.Buildings = !s.opts.Buildings
	case "wonder":
		s.opts.Wonder = !s.opts.Wonder
	case "english":
		s.opts.English = !s.opts.English
	case "monuments":
		s.opts.NoMonuments = !s.opts.NoMonuments
	case "paste":
		s.pasting, s.err = s.sh.pasteText(), ""
	case "newseed":
		s.seed.set("") // an empty seed deals afresh, unseen
	case "back":
		s.leave(ctx)
	}
	if id == "start" || done { // Enter in the seed field starts too
		s.start(ctx)
	}
	return redraw || changed || pasted || id != "", nil
}

func (s *Setup) start(ctx *engine.Context) {
	if err := s.checkNames(); err != nil {
		s.err = err.Error() + "."
		return
	}
	if s.from != nil {
		p, err := s.sh.Play(session.Config{Seats: s.seats, Start: s.from.Clone()})
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
	p, err := s.sh.Play(session.Config{Seats: s.seats, Options: o, Seed: seed})
	if err != nil {
		s.err = err.Error()
		return
	}
	s.sh.Seed = NewSeed() // the next new game deals anew
	s.sh.Settings.LastSeats, s.sh.Settings.LastGame = session.FormatSeats(s.seats), session.FormatOptions(o)
	if msg := s.sh.SaveSettings(); msg != "" {
		p.say(msg)
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
	s.ensureNames()
	u := ctx.Scale
	w := float64(ctx.W)
	top := screen(dst, ctx, &s.ctl, "New game")
	cw := contentWidth(ctx, 660)
	x0 := (w - cw) / 2
	foot := footer(dst, ctx, &s.ctl, cw,
		footButton{"Back", "back", "Back to the title (Esc)", true},
		footButton{"Start", "start", "Start the game with these players", true})
	if s.err != "" {
		// above the footer, where it is seen without scrolling
		foot -= paragraph(nil, ctx, s.err, 0, 0, cw, 14, false, colBad, engine.Left) + 8*u
		paragraph(dst, ctx, s.err, x0, foot+4*u, cw, 14, false, colBad, engine.Left)
	}
	from := len(s.ctl.hits)
	c, y := s.page.begin(dst, rect{0, top, w, foot - top})
	bh, gap := touchSize*u, 8*u
	y += 4 * u
	label(c, ctx, "Players, in seat order (clockwise)", x0, y, 15, true, colText)
	y += 28 * u
	num := 26 * u
	remove, removeLabel := 110*u, "Remove"
	if cw < 560*u {
		remove, removeLabel = bh, "×"
	}
	for i, seat := range s.seats {
		label(c, ctx, fmt.Sprintf("%d.", i+1), x0, y+12*u, 16, true, colDim)
		bw := (cw - num - remove - 2*gap) / 2
		s.ctl.button(c, ctx, rect{x0 + num, y, bw, bh}, session.Capitalize(seat.Dynasty.String()), fmt.Sprintf("%d-dynasty", i), "Click for another dynasty", s.from == nil)
		s.ctl.button(c, ctx, rect{x0 + num + bw + gap, y, bw, bh}, whoName(seat), fmt.Sprintf("%d-who", i), whoTips, true)
		if len(s.seats) > 2 && s.from == nil {
			s.ctl.button(c, ctx, rect{x0 + cw - remove, y, remove, bh}, removeLabel, fmt.Sprintf("%d-remove", i), "Take this seat out of the game", true)
		}
		y += bh + gap
		if seat.Human && i < len(s.names) {
			// a person's name, shown on the board and in the log instead of the dynasty's
			label(c, ctx, "name", x0+num, y+12*u, 14, false, colDim)
			fr := rect{x0 + num + 56*u, y, math.Min(300*u, cw-num-56*u), bh}
			s.names[i].draw(c, ctx, fr)
			s.ctl.add(fr, fmt.Sprintf("%d-name", i), "A name for this player (optional): shown on the board, in the log and when the game is passed", true)
			y += bh + gap
		}
	}
	if s.from != nil {
		y += 14 * u
		y += paragraph(c, ctx, "The game goes on from a position: "+positionWords(s.from)+". Its map, options and tiles stand; choose who plays each seat.", x0, y, cw, 14, false, colText, engine.Left) + 8*u
		s.page.end(dst, ctx, &s.ctl, from, y)
		s.ctl.drawTip(dst, ctx)
		s.ctl.trace(s.sh.Hooks.Controls, "setup", ctx)
		return
	}
	if len(s.seats) < 4 {
		s.ctl.button(c, ctx, rect{x0 + num, y, math.Min(220*u, cw-num), bh}, "+ Add a player", "add", "Up to four players", true)
		y += bh + gap
	}
	y += 14 * u
	label(c, ctx, "Board and options", x0, y, 15, true, colText)
	y += 28 * u
	mapName := "Standard map"
	if s.opts.Map == game.AdvancedMap {
		mapName = "Advanced map"
	}
	opts := []footButton{
		{mapName, "map", "The standard board (10 treasures) or the advanced one (14 treasures, R9.1)", true},
		{"Buildings: " + onOff(s.opts.Buildings), "buildings", "Civilization buildings: palace, library, granary, market hall on lines of three (R9.2)", true},
		{"Wonder: " + onOff(s.opts.Wonder), "wonder", "The wonder, built on a cross of five tiles of one colour (R9.3)", true},
		{"English variant: " + onOff(s.opts.English), "english", "Commit only to get ahead (attacker) or to tie (defender) (R7.8)", true},
		{"Monuments: " + onOff(!s.opts.NoMonuments), "monuments", "Off: squares of four are never built on (the rules of the space edition)", true},
	}
	perRow := max(1, min(3, int((cw+gap)/(200*u+gap))))
	ow := (cw - float64(perRow-1)*gap) / float64(perRow)
	for i, o := range opts {
		s.ctl.button(c, ctx, rect{x0 + float64(i%perRow)*(ow+gap), y + float64(i/perRow)*(bh+gap), ow, bh}, o.label, o.id, o.tip, true)
	}
	y += float64((len(opts)+perRow-1)/perRow)*(bh+gap) + 14*u
	label(c, ctx, "Seed", x0, y+12*u, 15, true, colText)
	fx := x0 + 60*u
	nw := math.Min(150*u, (cw-60*u-gap)/2)
	fw := math.Min(200*u, cw-60*u-gap-nw)
	s.seed.draw(c, ctx, rect{fx, y, fw, bh})
	s.ctl.add(rect{fx, y, fw, bh}, "seed", "Empty: a fresh deal nobody sees the seed of; a number typed replays that deal with the same players", true)
	s.ctl.button(c, ctx, rect{fx + fw + gap, y, nw, bh}, "Fresh deal", "newseed", "Empty the seed: the deal is drawn afresh and shown to nobody", true)
	y += bh + 10*u
	y += paragraph(c, ctx, "The start player is drawn by lot.", x0, y, cw, 13, false, colDim, engine.Left) + 14*u
	s.ctl.button(c, ctx, rect{x0, y, math.Min(320*u, cw), bh}, "Start from a copied position", "paste", "Paste a position in the notation (Menu › Share › Copy this position in a game) and go on from it", true)
	y += bh + 10*u
	s.page.end(dst, ctx, &s.ctl, from, y)
	s.ctl.drawTip(dst, ctx)
	s.ctl.trace(s.sh.Hooks.Controls, "setup", ctx)
}

// positionWords says what a position is: whose turn, the map and options.
func positionWords(st *game.State) string {
	o := st.Options()
	words := fmt.Sprintf("%s to play, %d treasures on the board, the %s map", session.Capitalize(st.Player(st.Turn()).Dynasty.String()), st.TreasuresOnBoard(), [...]string{"standard", "advanced"}[o.Map])
	named := map[string]string{"english": "the English variant", "buildings": "civilization buildings", "wonder": "the wonder", "no-monuments": "no monuments"}
	var w []string
	for _, k := range o.Words() {
		w = append(w, named[k])
	}
	if len(w) > 0 {
		words += " with " + strings.Join(w, ", ")
	}
	return words
}

// updateChoice takes a pick from the list of players, or its cancel.
func (s *Setup) updateChoice(ctx *engine.Context) bool {
	id, _ := s.ctl.update(ctx)
	s.list.update(ctx)
	var k int
	switch {
	case id == "pick-cancel" || ctx.In.KeyPressed(ebiten.KeyEscape):
		s.choosing = -1
	case id != "":
		if _, err := fmt.Sscanf(id, "pick-%d", &k); err == nil && k >= 0 && k < len(whoChoices) && s.choosing < len(s.seats) {
			s.seats[s.choosing].Human, s.seats[s.choosing].Level = k == 0, ai.Level(max(0, k-1))
			s.choosing = -1
		}
	}
	return true
}

// drawChoice draws the list a seat's player is picked from, over the screen.
func (s *Setup) drawChoice(dst *ebiten.Image, ctx *engine.Context) {
	u := ctx.Scale
	w, h := float64(ctx.W), float64(ctx.H)
	engine.Rect(dst, 0, 0, w, h, alpha(colFrame, 210))
	cw := contentWidth(ctx, 620)
	x0 := (w - cw) / 2
	s.ctl.begin()
	title := fmt.Sprintf("Who plays %s?", session.Capitalize(s.seats[s.choosing].Dynasty.String()))
	bh := touchSize * u
	top := 16 * u
	engine.Rect(dst, x0-8*u, top-8*u, cw+16*u, h-2*top+16*u, alpha(colBox, 250))
	engine.Frame(dst, x0-8*u, top-8*u, cw+16*u, h-2*top+16*u, 2*u, colAccent)
	y := top + paragraph(dst, ctx, title, x0, top, cw, 20, true, colAccent, engine.Left) + 10*u
	foot := h - top - bh
	s.ctl.button(dst, ctx, rect{x0, foot, math.Min(200*u, cw), bh}, "Cancel", "pick-cancel", "Keep the player as it was (Esc)", true)
	from := len(s.ctl.hits)
	c, cy := s.list.begin(dst, rect{x0 - 6*u, y, cw + 12*u, foot - 10*u - y})
	current := who(s.seats[s.choosing])
	for k, ch := range whoChoices {
		textH := paragraph(nil, ctx, ch.about, 0, 0, cw-24*u, 13, false, colDim, engine.Left)
		r := rect{x0, cy, cw, max(bh, 12*u+20*u+textH+10*u)}
		fill, about := colPanel, colDim
		if k == current {
			fill, about = colButton, colText // dim text on the gold of the current choice is hard to read
		} else if r.in(ctx.In.X, ctx.In.Y) {
			fill = colRow
		}
		engine.Rect(c, r.X, r.Y, r.W, r.H, fill)
		label(c, ctx, ch.name, x0+12*u, cy+10*u, 16, true, colText)
		paragraph(c, ctx, ch.about, x0+12*u, cy+12*u+20*u, cw-24*u, 13, false, about, engine.Left)
		s.ctl.add(r, fmt.Sprintf("pick-%d", k), "Choose: "+ch.name, true)
		cy += r.H + 8*u
	}
	s.list.end(dst, ctx, &s.ctl, from, cy)
	s.ctl.drawTip(dst, ctx)
	s.ctl.trace(s.sh.Hooks.Controls, "setup-who", ctx)
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
			s.err = "The clipboard holds no position to start from: " + clip(err.Error(), 200)
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
			s.names[i].focus = false
			continue
		}
		c, _ := s.names[i].update(ctx) // Enter leaves the field, as a click elsewhere does
		if ctx.In.Pressed && !s.names[i].box.in(ctx.In.X, ctx.In.Y) {
			s.names[i].focus = false
		}
		if c {
			s.seats[i].Name = strings.TrimSpace(s.names[i].String())
		}
		changed, typing = changed || c, typing || s.names[i].focus
	}
	return changed, false, typing
}

// ensureNames keeps a name field for each seat (the screen is drawn before its first update: the
// fields are there from the first frame, so nothing moves under the pointer).
func (s *Setup) ensureNames() {
	if len(s.names) != len(s.seats) {
		s.names = s.names[:0]
		for _, seat := range s.seats {
			s.names = append(s.names, newTextField(seat.Name, 16, false))
		}
	}
	for i, seat := range s.seats {
		s.names[i].hint = session.Capitalize(seat.Dynasty.String()) // the name shown when none is typed
	}
}

// checkNames says what is wrong with a player's name, if anything.
func (s *Setup) checkNames() error { return session.CheckSeatNames(s.seats) }
