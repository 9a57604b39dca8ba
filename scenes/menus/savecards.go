package menus

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// cardLook is how every card of a shelf is laid out: all are as tall, so only the cards on screen
// are drawn, or even read.
type cardLook struct {
	cell, picW, picH, pad float64
	nameF, tf             *engine.Face
	tx, tw                float64 // the text's x from the card's left, and its width
	bh, h                 float64 // the buttons' height, the card's
	whoH, gameH           float64 // the room of the players' lines, and of the map's
	lowX, lowY, lowW      float64 // where the players' lines start in the card, and their width
}

// The longest lines a card makes room for, so every card of a shelf is as tall: a line longer
// still (four long names) is said shorter (fitted).
const (
	widestPlayers = "Archer (Mmmmmmmmmmmm), Bull (expert), Lion (expert), Pot (expert)"
	widestPlaces  = "1st Archer (Expert bot): 12 · 2nd Bull (Expert bot): 10 · 3rd Lion (Expert bot): 9 · 4th Pot (Expert bot): 8"
	widestGame    = "Advanced map · civilization buildings · the wonder"
)

// cardLook lays out shelf k's cards for a card w wide.
func (s *Saves) cardLook(ctx *engine.Context, k int, w float64) cardLook {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	l := cardLook{cell: math.Floor(6 * u), pad: 12 * u, nameF: ui.Face(ctx, 16, true), tf: ui.Face(ctx, 13, true), bh: ui.TouchSize * u}
	if w < 420*u { // a phone: a smaller board, the words beside it wider
		l.cell = math.Floor(4 * u)
	}
	l.picW, l.picH = l.cell*game.Cols+1, l.cell*game.Rows+1
	l.tx = l.pad + l.picW + 14*u
	l.tw = w - l.pad - l.tx
	head := l.nameF.Size*1.45 + l.tf.Size*1.5 + 8*u // the name, the badge
	l.lowX, l.lowY, l.lowW = l.tx, l.pad+head, l.tw
	if w < 420*u { // a phone: the players' lines under the board, across the card
		l.lowX, l.lowY, l.lowW = l.pad, l.pad+math.Max(l.picH+8*u, head), w-2*l.pad
	}
	low := 0.0
	if k == inProgress {
		l.whoH = th.Paragraph(nil, ctx, widestPlayers, 0, 0, l.lowW, 13, false, th.Text, engine.Left)
		low = l.whoH
	} else {
		l.whoH = th.Paragraph(nil, ctx, widestPlaces, 0, 0, l.lowW, 13, false, th.Text, engine.Left)
		l.gameH = th.Paragraph(nil, ctx, widestGame, 0, 0, l.lowW, 13, false, th.Dim, engine.Left)
		low = l.whoH + 4*u + l.gameH
	}
	l.h = math.Max(l.pad+l.picH, l.lowY+low) + 10*u + l.bh + l.pad
	return l
}

// fitted draws the first of the sayings that fits in h (the last one shortened until it does)
// and returns its height.
func fitted(c *ebiten.Image, ctx *engine.Context, th *ui.Theme, x, y, w, h float64, col color.Color, sayings ...string) float64 {
	say := sayings[len(sayings)-1]
	for _, s := range sayings {
		if th.Paragraph(nil, ctx, s, 0, 0, w, 13, false, col, engine.Left) <= h+0.5 {
			say = s
			break
		}
	}
	for n := len([]rune(say)) - 4; n > 8 && th.Paragraph(nil, ctx, say, 0, 0, w, 13, false, col, engine.Left) > h+0.5; n -= 4 {
		say = ui.Clip(say, n)
	}
	return th.Paragraph(c, ctx, say, x, y, w, 13, false, col, engine.Left)
}

// drawCard draws row i of shelf k in r: its board, its words and its buttons. A row not read yet
// is asked for; a row that cannot be read says why and offers Delete alone.
func (s *Saves) drawCard(c *ebiten.Image, ctx *engine.Context, k, i int, r ui.Rect, l cardLook) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	sf := s.shelves[k]
	ids := shelfIDs[k]
	chosen := i == sf.sel && k == s.at
	fill := th.Panel
	switch {
	case chosen:
		ctx.Stamps.Box(c, r.X-2*u, r.Y-2*u, r.W+4*u, r.H+4*u, 12*u, th.Accent)
		fill = th.Current
	case i == sf.sel || ctx.In.Hovers() && r.In(ctx.In.X, ctx.In.Y):
		fill = th.Row
	}
	th.Card(c, ctx, r, fill)
	ref := sf.refs[i]
	row, read := sf.row(i)
	if !read && sf.rowReader != nil {
		sf.rowReader.want(ref.Name)
	}
	tip := "Click to choose, double-click to continue"
	if k == finished {
		tip = "Click to choose, double-click to review · a score is the player's weakest colour"
	}
	// the card is chosen above its buttons (each control apart from the others)
	s.ctl.Add(ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H - l.pad - l.bh - 2*u}, ids.card.At(i), tip, true)
	px, py := r.X+l.pad, r.Y+l.pad
	s.drawPicture(c, ctx, sf, ref.Name, row, read, px, py, l)
	tx := r.X + l.tx
	switch {
	case !read:
		th.Label(c, ctx, "reading…", tx, py, 13, false, th.Dim)
	case row.err() != nil:
		what := "This save"
		if k == finished {
			what = "This finished game"
		}
		th.Paragraph(c, ctx, what+" cannot be read: "+ui.Clip(row.err().Error(), 90)+". It can only be deleted.", tx, py, l.tw, 13, false, ui.Bad, engine.Left)
	case k == inProgress:
		s.drawSaveWords(c, ctx, row.entry, r, l)
	default:
		s.drawFinishedWords(c, ctx, row.done, r, l)
	}
	s.drawCardButtons(c, ctx, k, i, r, l, read && row.err() == nil, chosen)
}

// drawPicture draws a row's board as it was left or ended, or a well while it is read (with a
// question mark when it cannot be).
func (s *Saves) drawPicture(c *ebiten.Image, ctx *engine.Context, sf *shelf, name string, row saveRow, read bool, px, py float64, l cardLook) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	if read && row.board != nil {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(px), math.Round(py))
		c.DrawImage(sf.picture(name, row.board, picKey{l.cell, s.sh.Look.Palette()}), op)
		return
	}
	ctx.Stamps.Box(c, px, py, l.picW, l.picH, 4*u, th.Well)
	if read {
		th.Draw(c, "?", ui.Face(ctx, 20, true), px+l.picW/2, py+l.picH/2-14*u, engine.Scale(th.Dim), engine.Center)
	}
}

// drawCardButtons draws a row's buttons along the card's foot: its main action (Continue,
// Review) and Replay at the left, Delete at the right, apart. Only the chosen row's main action
// is the screen's primary one.
func (s *Saves) drawCardButtons(c *ebiten.Image, ctx *engine.Context, k, i int, r ui.Rect, l cardLook, usable, chosen bool) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	ids := shelfIDs[k]
	gap := 10 * u
	inner := r.W - 2*l.pad
	bw := math.Min(150*u, (inner-2*gap)/3)
	y := r.Y + r.H - l.pad - l.bh
	x := r.X + l.pad
	if usable {
		main, tip := "Continue", "Go on with this game from where it was left"
		if k == finished {
			main, tip = "Review", "The Expert weighs every decision of the game: the largest mistakes, and the better moves"
		}
		style := ui.Plain
		if chosen {
			style = ui.Primary
		}
		s.ctl.Styled(c, ctx, ui.Rect{X: x, Y: y, W: bw, H: l.bh}, main, ids.main.At(i), tip, true, style)
		s.ctl.Styled(c, ctx, ui.Rect{X: x + bw + gap, Y: y, W: bw, H: l.bh}, "Replay", ids.replay.At(i), "Watch the game again from its start", true, ui.Plain)
	}
	del, style := "Delete", ui.Quiet
	sf := s.shelves[k]
	if sf.confirm && sf.sel == i {
		del, style = th.Fitting(ctx, bw, "Really delete?", "Sure?"), ui.Plain
	}
	s.ctl.Styled(c, ctx, ui.Rect{X: r.X + r.W - l.pad - bw, Y: y, W: bw, H: l.bh}, del, ids.del.At(i), "Delete this game for good (click twice)", true, style)
}

// drawSaveWords draws a game in progress: its name, its turn as a badge with the date beside it,
// and who plays (never a hand nor hidden points: the game goes on).
func (s *Saves) drawSaveWords(c *ebiten.Image, ctx *engine.Context, e session.SaveEntry, r ui.Rect, l cardLook) {
	th := s.sh.Look.Theme()
	tx, py := r.X+l.tx, r.Y+l.pad
	engine.Verbatim(c, clipTo(e.Name, l.nameF, l.tw), l.nameF, tx, py, engine.Scale(th.Text), engine.Left) // as the player named it
	ly := py + l.nameF.Size*1.45
	turn, badge := session.TurnWords(e.Turn), th.Accent
	if e.Over {
		turn, badge = "game over", th.Dim
	}
	s.badge(c, ctx, turn, badge, dateOf(e), tx, ly, l)
	fitted(c, ctx, th, r.X+l.lowX, r.Y+l.lowY, l.lowW, l.whoH, th.Text, e.Players)
}

// drawFinishedWords draws a finished game: who won, its turns as a badge with the date it ended,
// every player in order of place with the score (the weakest colour, R10.2), and the map with
// the options.
func (s *Saves) drawFinishedWords(c *ebiten.Image, ctx *engine.Context, e session.FinishedEntry, r ui.Rect, l cardLook) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	tx, py := r.X+l.tx, r.Y+l.pad
	th.Draw(c, clipTo(th.Say(e.Winner()), l.nameF, l.tw), l.nameF, tx, py, engine.Scale(th.Accent), engine.Left) // in the theme's words, as the places below
	ly := py + l.nameF.Size*1.45
	s.badge(c, ctx, session.TurnsWords(e.Turns), th.Accent, dateOf(session.SaveEntry{Saved: e.Ended}), tx, ly, l)
	lx, ly := r.X+l.lowX, r.Y+l.lowY
	ly += fitted(c, ctx, th, lx, ly, l.lowW, l.whoH, th.Text, placesLine(e.Players, true), placesLine(e.Players, false)) + 4*u
	fitted(c, ctx, th, lx, ly, l.lowW, l.gameH, th.Dim, strings.Join(append([]string{e.Map}, e.Options...), " · "))
}

// clipTo is a line a player's names are in, shortened to w.
func clipTo(line string, f *engine.Face, w float64) string {
	line = ui.Clip(line, 48)
	for len([]rune(line)) > 8 && engine.VerbatimWidth(line, f) > w {
		line = ui.Clip(line, len([]rune(line))-2)
	}
	return line
}

// badge draws a word on a pill, the date beside it.
func (s *Saves) badge(c *ebiten.Image, ctx *engine.Context, word string, fill color.RGBA, when string, x, y float64, l cardLook) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	bw := th.Width(word, l.tf) + 16*u
	ctx.Stamps.Box(c, x, y, bw, l.tf.Size*1.5, l.tf.Size*0.75, fill)
	th.Draw(c, word, l.tf, x+bw/2, y+l.tf.Size*0.12, engine.Scale(th.Background), engine.Center)
	th.Label(c, ctx, when, x+bw+10*u, y, 13, false, th.Dim)
}

// dateOf is when a game was written, in the player's time.
func dateOf(e session.SaveEntry) string {
	if e.Saved.IsZero() {
		return "unknown date"
	}
	return e.Saved.Local().Format("2006-01-02 15:04")
}

// placesLine is the players in order of place, each with the score (the weakest colour): "1st
// Anna 7 · 2nd Bull (Expert bot) 5", who played each seat said when full.
func placesLine(ps []session.FinishedPlayer, full bool) string {
	var parts []string
	for _, p := range ps {
		who := p.Name
		if full && p.Who != "human" {
			who += " (" + session.Capitalize(p.Who) + ")"
		}
		parts = append(parts, fmt.Sprintf("%s %s: %d", ordinalPlace(p.Place), who, p.Score))
	}
	return strings.Join(parts, " · ")
}

func ordinalPlace(n int) string {
	if n >= 1 && n <= 4 {
		return [...]string{"1st", "2nd", "3rd", "4th"}[n-1]
	}
	return fmt.Sprint(n)
}
