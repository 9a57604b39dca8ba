package game

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Fields splits a notation line into words, dropping a comment: a word starting with '#'
// and everything after it. Board tokens such as "r#" start with a letter, so they survive.
func Fields(line string) []string {
	f := strings.Fields(line)
	for i, w := range f {
		if strings.HasPrefix(w, "#") {
			return f[:i]
		}
	}
	return f
}

// ParsePosition reads a position block (NOTATION.md), with or without its "position" header.
func ParsePosition(text string) (*State, error) {
	if err := tooLarge("position", len(text)); err != nil {
		return nil, err
	}
	p := &posParser{}
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		f := Fields(lines[i])
		if len(f) == 0 {
			continue
		}
		if f[0] == "board" {
			if len(f) != 1 {
				return nil, lineErr(i, "board takes no words; its 11 rows follow")
			}
			var rows [][]string
			for i+1 < len(lines) && len(rows) < Rows {
				i++
				if r := Fields(lines[i]); len(r) > 0 {
					rows = append(rows, r)
				}
			}
			if len(rows) != Rows {
				return nil, lineErr(i, "the board needs %d rows, found %d", Rows, len(rows))
			}
			p.rows = rows
			p.boardLine = i - Rows + 1
			continue
		}
		if err := p.line(f); err != nil {
			return nil, lineErr(i, "%v", err)
		}
	}
	return p.build()
}

func lineErr(i int, format string, args ...any) error {
	return fmt.Errorf("line %d: %s", i+1, clipText(fmt.Sprintf(format, args...), 200))
}

// clipText shortens what an error quotes of its input: a megabyte line must not make a
// megabyte message.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// MaxInput is the largest text taken as a position or a save: a whole game's save is some tens
// of kilobytes, and reading a far larger text only keeps a player waiting.
const MaxInput = 4 << 20

// tooLarge refuses a text larger than any game needs, before it is read.
func tooLarge(what string, n int) error {
	if n <= MaxInput {
		return nil
	}
	return fmt.Errorf("the %s is %.1f MB, larger than any game's (%d MB at most)", what, float64(n)/(1<<20), MaxInput>>20)
}

type posParser struct {
	mapID      MapID
	seats      []Dynasty
	opts       Options
	turn       string
	actions    int
	rows       [][]string
	boardLine  int
	monuments  [][2]string
	hands      map[string]string
	scores     map[string][]string
	catas      map[string]int
	bag        *string
	seed       uint64
	haveHeader bool
}

// line reads one line of a position by its keyword.
func (p *posParser) line(f []string) error {
	read, ok := positionLines[f[0]]
	if !ok {
		return fmt.Errorf("unknown line %q", f[0])
	}
	return read(p, f[0], f[1:])
}

// positionLines reads each keyword's line of a position (NOTATION.md) into the parser; the board
// rows that follow "board" are read before these.
var positionLines = map[string]func(p *posParser, key string, args []string) error{
	"position": func(p *posParser, _ string, _ []string) error {
		p.haveHeader = true
		return nil
	},
	"map": func(p *posParser, key string, args []string) error {
		w, err := oneWord(key, args)
		if err != nil {
			return err
		}
		p.mapID, err = MapFromName(w)
		return err
	},
	"players": func(p *posParser, _ string, args []string) error {
		if p.seats != nil {
			return fmt.Errorf("players given twice")
		}
		for _, w := range args {
			d, err := DynastyFromName(w)
			if err != nil {
				return err
			}
			p.seats = append(p.seats, d)
		}
		p.seats = append([]Dynasty{}, p.seats...)
		return nil
	},
	"options": func(p *posParser, _ string, args []string) error {
		for _, w := range args {
			if err := p.opts.SetOption(w); err != nil {
				return err
			}
		}
		return nil
	},
	"turn": func(p *posParser, key string, args []string) error {
		w, err := oneWord(key, args)
		p.turn = w
		return err
	},
	"actions": func(p *posParser, key string, args []string) error {
		w, err := oneWord(key, args)
		if err != nil {
			return err
		}
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 || n > 2 {
			return fmt.Errorf("actions must be 1 or 2, not %q", w)
		}
		p.actions = n
		return nil
	},
	"monument": func(p *posParser, _ string, args []string) error {
		if len(args) != 2 {
			return fmt.Errorf("monument takes a monument and a space")
		}
		p.monuments = append(p.monuments, [2]string{args[0], args[1]})
		return nil
	},
	"hand": func(p *posParser, _ string, args []string) error {
		if len(args) < 1 || len(args) > 2 {
			return fmt.Errorf("hand takes a dynasty and its tiles")
		}
		if p.hands == nil {
			p.hands = map[string]string{}
		}
		if _, dup := p.hands[args[0]]; dup {
			return fmt.Errorf("two hands for %s", args[0])
		}
		p.hands[args[0]] = strings.Join(args[1:], "")
		return nil
	},
	"score": func(p *posParser, _ string, args []string) error {
		if len(args) < 1 {
			return fmt.Errorf("score takes a dynasty and its points")
		}
		if p.scores == nil {
			p.scores = map[string][]string{}
		}
		p.scores[args[0]] = append(p.scores[args[0]], args[1:]...)
		return nil
	},
	"catastrophes": func(p *posParser, _ string, args []string) error {
		if len(args) != 2 {
			return fmt.Errorf("catastrophes takes a dynasty and a number")
		}
		n, err := strconv.Atoi(args[1])
		if err != nil || n < 0 || n > 2 {
			return fmt.Errorf("catastrophes left must be 0, 1 or 2, not %q", args[1])
		}
		if p.catas == nil {
			p.catas = map[string]int{}
		}
		p.catas[args[0]] = n
		return nil
	},
	"bag": func(p *posParser, _ string, args []string) error {
		b := strings.Join(args, "")
		p.bag = &b
		return nil
	},
	"seed": func(p *posParser, key string, args []string) error {
		w, err := oneWord(key, args)
		if err != nil {
			return err
		}
		n, err := strconv.ParseUint(w, 10, 64)
		if err != nil {
			return fmt.Errorf("seed must be a whole number, not %q", w)
		}
		p.seed = n
		return nil
	},
}

// oneWord is the single word a keyword takes.
func oneWord(key string, args []string) (string, error) {
	if len(args) != 1 {
		return "", fmt.Errorf("%s takes one word", key)
	}
	return args[0], nil
}

func (p *posParser) seat(s *State, name string) (int, error) {
	d, err := DynastyFromName(name)
	if err != nil {
		return -1, err
	}
	i := s.SeatOf(d)
	if i < 0 {
		return -1, fmt.Errorf("%s is not playing", name)
	}
	return i, nil
}

func (p *posParser) build() (*State, error) {
	if p.seats == nil {
		return nil, fmt.Errorf("a position needs a players line")
	}
	p.opts.Map = p.mapID
	p.opts.Seats = p.seats
	if err := p.opts.Validate(); err != nil {
		return nil, err
	}
	s := newEmpty(p.opts)
	if p.turn != "" {
		t, err := p.seat(s, p.turn)
		if err != nil {
			return nil, fmt.Errorf("turn: %v", err)
		}
		s.turn = int8(t)
	}
	if p.actions != 0 {
		s.actions = int8(p.actions)
	}
	if p.rows != nil {
		if err := p.buildBoard(s); err != nil {
			return nil, err
		}
	} else {
		for _, i := range s.Map().TreasureSpaces {
			s.board[i] = Cell{Kind: Tile, Color: Red, Flags: FlagTreasure}
		}
	}
	if err := p.buildMonuments(s); err != nil {
		return nil, err
	}
	hidden, err := p.buildPlayers(s)
	if err != nil {
		return nil, err
	}
	if err := p.buildBag(s); err != nil {
		return nil, err
	}
	if err := dealHidden(s, hidden); err != nil {
		return nil, err
	}
	if s.unif >= 0 {
		// a position printed while wars are resolved: the active player's tile joined two kingdoms
		s.tileCell = s.unif
		s.stage = stageConflict
	}
	s.advance(eventLog{})
	return s, nil
}

// buildPlayers sets the players' hands, scores and catastrophes, and returns how many hidden
// tiles ('?', a tile its owner alone knows) each hand is still to be dealt from the bag.
func (p *posParser) buildPlayers(s *State) ([]int, error) {
	hidden := make([]int, s.n)
	for name, tiles := range p.hands {
		i, err := p.seat(s, name)
		if err != nil {
			return nil, fmt.Errorf("hand: %v", err)
		}
		// '?' is a tile its owner alone knows: it is dealt from the bag
		hidden[i] = strings.Count(tiles, "?")
		t, err := parseTiles(strings.ReplaceAll(tiles, "?", ""))
		if err != nil {
			return nil, fmt.Errorf("hand %s: %v", name, err)
		}
		s.players[i].Hand = t
	}
	for name, items := range p.scores {
		i, err := p.seat(s, name)
		if err != nil {
			return nil, fmt.Errorf("score: %v", err)
		}
		if err := parseScore(&s.players[i], items); err != nil {
			return nil, fmt.Errorf("score %s: %v", name, err)
		}
	}
	for name, n := range p.catas {
		i, err := p.seat(s, name)
		if err != nil {
			return nil, fmt.Errorf("catastrophes: %v", err)
		}
		s.players[i].Catastrophes = int8(n)
	}
	return hidden, nil
}

// dealHidden deals each hand its hidden tiles from the bag.
func dealHidden(s *State, hidden []int) error {
	for i, n := range hidden {
		if s.BagCount() < n {
			return fmt.Errorf("hand %s: the bag holds too few tiles to deal %d hidden ones", s.players[i].Dynasty, n)
		}
		for range n {
			s.players[i].Hand[s.bag[s.bagPos]]++
			s.bagPos++
		}
	}
	return nil
}

func parseScore(pl *Player, items []string) error {
	for _, it := range items {
		if len(it) < 2 {
			return fmt.Errorf("%q is not a score such as r3 or t1", it)
		}
		n, err := strconv.Atoi(it[1:])
		if err != nil || n < 0 || n > 9999 {
			return fmt.Errorf("%q is not a score such as r3 or t1", it)
		}
		if it[0] == 't' {
			if n > 14 {
				return fmt.Errorf("at most 14 treasures, not %d", n)
			}
			pl.Treasures = int8(n)
			continue
		}
		c, err := ColorFromLetter(it[0])
		if err != nil {
			return err
		}
		pl.Score[c] = int16(n)
	}
	return nil
}

func (p *posParser) buildBoard(s *State) error {
	mp := s.Map()
	for r, row := range p.rows {
		if len(row) != Cols {
			return lineErr(p.boardLine+r, "board row %d has %d tokens, want %d", r+1, len(row), Cols)
		}
		for c, tok := range row {
			i := r*Cols + c
			if err := s.putToken(i, tok, mp); err != nil {
				return lineErr(p.boardLine+r, "%s: %v", SpaceName(i), err)
			}
		}
	}
	return s.checkWonderShape()
}

// putToken sets space i from a board token: an empty space, a catastrophe, the wonder, a
// face-down tile, a leader (a dynasty's letter and a colour's) or a tile (a colour's letter and
// what lies on it).
func (s *State) putToken(i int, tok string, mp *Map) error {
	s.treas.valid = false // the board is written directly here
	if len(tok) != 2 {
		return fmt.Errorf("%q is not a board token", tok)
	}
	river := mp.River[i]
	a, b := tok[0], tok[1]
	switch {
	case tok == "..":
		return nil
	case tok == "~~":
		if !river {
			return fmt.Errorf("~~ marks a river space, but this space is land on the %s map", mp.ID)
		}
		return nil
	case tok == "XX":
		s.board[i] = Cell{Kind: Catastrophe, Owner: -1}
		return nil
	case a == 'W' && (b == '.' || b == '*'):
		s.board[i] = Cell{Kind: WonderPart, Color: NoColor, Flags: treasureIf(b == '*')}
		return nil
	case a == 'x' && (b == '.' || b == '*'):
		s.board[i] = Cell{Kind: Tile, Color: NoColor, Flags: FlagFaceDown | treasureIf(b == '*')}
		return nil
	}
	if d, ok := dynastyFromLetter(a); ok {
		return s.putLeader(i, tok, d, river)
	}
	return s.putTile(i, tok, river)
}

// treasureIf is the treasure's flag when a token says a treasure lies there.
func treasureIf(yes bool) uint8 {
	if yes {
		return FlagTreasure
	}
	return 0
}

// putLeader stands dynasty d's leader of the token's colour on land space i.
func (s *State) putLeader(i int, tok string, d Dynasty, river bool) error {
	c, err := ColorFromLetter(tok[1])
	if err != nil {
		return fmt.Errorf("%q is not a leader", tok)
	}
	p := s.SeatOf(d)
	if p < 0 {
		return fmt.Errorf("leader %q belongs to %s, who is not playing", tok, d)
	}
	if river {
		return fmt.Errorf("a leader may not stand on a river space")
	}
	if s.players[p].Leaders[c] >= 0 {
		return fmt.Errorf("%s's %s stands twice on the board", d, c.LeaderName())
	}
	s.board[i] = Cell{Kind: Leader, Color: c, Owner: int8(p)}
	s.players[p].Leaders[c] = int16(i)
	return nil
}

// putTile lays a tile of the token's colour on space i (farms on the river, the others on land)
// with what its second letter puts on it: a treasure, a building, the unification tile.
func (s *State) putTile(i int, tok string, river bool) error {
	c, err := ColorFromLetter(tok[0])
	if err != nil {
		return fmt.Errorf("%q is not a board token", tok)
	}
	if c == Blue && !river {
		return fmt.Errorf("a farm on a land space")
	}
	if c != Blue && river {
		return fmt.Errorf("a %s on a river space", c.TileName())
	}
	cell := Cell{Kind: Tile, Color: c}
	switch b := tok[1]; b {
	case '.':
	case '*':
		cell.Flags |= FlagTreasure
	case '#', '$':
		if s.buildings[c] >= 0 {
			return fmt.Errorf("the %s stands twice on the board", c.BuildingName())
		}
		s.buildings[c] = int16(i)
		cell.Flags |= treasureIf(b == '$')
	case '+':
		if s.unif >= 0 {
			return fmt.Errorf("there is only one unification tile in play")
		}
		cell.Flags |= FlagUnification
		s.unif = int16(i)
	default:
		return fmt.Errorf("%q is not a board token", tok)
	}
	s.board[i] = cell
	return nil
}

// checkWonderShape finds the wonder's centre from its five spaces.
func (s *State) checkWonderShape() error {
	var parts []int
	for i := range s.board {
		if s.board[i].Kind == WonderPart {
			parts = append(parts, i)
		}
	}
	if len(parts) == 0 {
		return nil
	}
	if len(parts) == 5 {
		for _, c := range parts {
			r, k := c/Cols, c%Cols
			if r == 0 || r == Rows-1 || k == 0 || k == Cols-1 {
				continue
			}
			ok := true
			for _, j := range [4]int{c - 1, c + 1, c - Cols, c + Cols} {
				ok = ok && s.board[j].Kind == WonderPart
			}
			if ok {
				s.wonder = int16(c)
				return nil
			}
		}
	}
	return fmt.Errorf("the wonder's W spaces must form one cross of five")
}

func (p *posParser) buildMonuments(s *State) error {
	for _, mline := range p.monuments {
		m, err := MonumentFromName(mline[0])
		if err != nil {
			return err
		}
		tl, err := ParseSpace(mline[1])
		if err != nil {
			return err
		}
		if s.monuments[m] >= 0 {
			return fmt.Errorf("monument %s is given twice", m)
		}
		if tl%Cols == Cols-1 || tl/Cols == Rows-1 {
			return fmt.Errorf("monument %s at %s: its square runs off the board", m, SpaceName(tl))
		}
		for _, i := range [4]int{tl, tl + 1, tl + Cols, tl + Cols + 1} {
			c := &s.board[i]
			if c.Kind != Tile || c.Flags&FlagFaceDown == 0 || c.Color != NoColor {
				return fmt.Errorf("monument %s at %s: %s is not a face-down tile (x. or x*) of its own", m, SpaceName(tl), SpaceName(i))
			}
			c.Color = NoColor - 1 // covered; its colour is settled with the bag (buildBag)
		}
		s.monuments[m] = int16(tl)
	}
	for i := range s.board {
		if c := &s.board[i]; c.Kind == Tile && c.Flags&FlagFaceDown != 0 {
			if c.Color == NoColor {
				return fmt.Errorf("%s: a face-down tile with no monument line", SpaceName(i))
			}
			c.Color = NoColor
		}
	}
	return nil
}

func (p *posParser) buildBag(s *State) error {
	var rest [NumColors]int
	for c := range rest {
		rest[c] = TileTotals[c]
	}
	for i := range s.board {
		if c := s.board[i]; c.Kind == Tile && validColor(c.Color) {
			rest[c.Color]--
		}
	}
	for p := 0; p < int(s.n); p++ {
		for c := Color(0); c < NumColors; c++ {
			rest[c] -= int(s.players[p].Hand[c])
		}
	}
	// the notation does not say which colour a monument's face-down tiles were: for the count of
	// tiles, take whichever of the monument's two colours still has four to spare
	for m := Monument(0); m < NumMonuments; m++ {
		tl := int(s.monuments[m])
		if tl < 0 {
			continue
		}
		col := m.Colors()[0]
		if rest[col] < 4 {
			col = m.Colors()[1]
		}
		for _, i := range [4]int{tl, tl + 1, tl + Cols, tl + Cols + 1} {
			s.board[i].Color = col
		}
		rest[col] -= 4
	}
	if p.bag != nil {
		for i := 0; i < len(*p.bag); i++ {
			c, err := ColorFromLetter((*p.bag)[i])
			if err != nil {
				return fmt.Errorf("bag: %v", err)
			}
			s.bag = append(s.bag, c)
			rest[c]--
		}
	} else {
		for c := range rest {
			rest[c] = max(rest[c], 0)
		}
		s.bag = shuffledBag(rest, NewRNG(p.seed))
		rest = [NumColors]int{}
	}
	for c := Color(0); c < NumColors; c++ {
		if rest[c] < 0 {
			return fmt.Errorf("more than %d %ss in the position", TileTotals[c], c.TileName())
		}
		s.out[c] = int16(rest[c])
	}
	return nil
}

// Token writes space i as a board token.
func (s *State) Token(i int) string {
	c := s.board[i]
	switch c.Kind {
	case Empty:
		if s.Map().River[i] {
			return "~~"
		}
		return ".."
	case Catastrophe:
		return "XX"
	case WonderPart:
		if c.Treasure() {
			return "W*"
		}
		return "W."
	case Leader:
		return string([]byte{s.players[c.Owner].Dynasty.Letter(), c.Color.Letter()})
	}
	if c.Flags&FlagFaceDown != 0 {
		if c.Treasure() {
			return "x*"
		}
		return "x."
	}
	mark := byte('.')
	switch {
	case c.Flags&FlagUnification != 0:
		mark = '+'
	case s.buildings[c.Color] == int16(i) && c.Treasure():
		mark = '$'
	case s.buildings[c.Color] == int16(i):
		mark = '#'
	case c.Treasure():
		mark = '*'
	}
	return string([]byte{c.Color.Letter(), mark})
}

// BoardText writes the 11 board rows, each indented by indent.
func (s *State) BoardText(indent string) string {
	var b strings.Builder
	for r := 0; r < Rows; r++ {
		b.WriteString(indent)
		for c := 0; c < Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(s.Token(r*Cols + c))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// String writes the position in the notation. Parsing it back gives the same position.
func (s *State) String() string { return s.text(-1, 0, false) }

// PublicText writes the position as one player may know it: the others' tiles as '?' (dealt anew
// from the bag when it is read), their points left out, and no bag but a seed to deal it with.
// Where the game is over nothing is hidden any more, and it is the whole position.
func (s *State) PublicText(viewer int, seed uint64) string {
	if s.over {
		return s.String()
	}
	return s.text(viewer, seed, true)
}

func (s *State) text(viewer int, seed uint64, public bool) string {
	var b strings.Builder
	b.WriteString("position\n")
	fmt.Fprintf(&b, "  map %s\n", s.mapID)
	b.WriteString("  players")
	for p := 0; p < int(s.n); p++ {
		b.WriteString(" " + s.players[p].Dynasty.String())
	}
	b.WriteByte('\n')
	if opts := s.Options().Words(); len(opts) > 0 {
		fmt.Fprintf(&b, "  options %s\n", strings.Join(opts, " "))
	}
	fmt.Fprintf(&b, "  turn %s\n", s.players[s.turn].Dynasty)
	fmt.Fprintf(&b, "  actions %d\n", max(s.actions, 1))
	b.WriteString("  board\n")
	b.WriteString(s.BoardText("    "))
	for m := Monument(0); m < NumMonuments; m++ {
		if tl := s.monuments[m]; tl >= 0 {
			fmt.Fprintf(&b, "  monument %s %s\n", m, SpaceName(int(tl)))
		}
	}
	for p := 0; p < int(s.n); p++ {
		pl := &s.players[p]
		if public && p != viewer {
			fmt.Fprintf(&b, "  hand %s %s\n", pl.Dynasty, strings.Repeat("?", pl.HandSize()))
			continue
		}
		fmt.Fprintf(&b, "  hand %s %s\n", pl.Dynasty, tilesString(pl.Hand))
	}
	for p := 0; p < int(s.n); p++ {
		pl := &s.players[p]
		if public && p != viewer {
			continue
		}
		fmt.Fprintf(&b, "  score %s r%d b%d g%d k%d t%d\n", pl.Dynasty, pl.Score[Red], pl.Score[Blue], pl.Score[Green], pl.Score[Black], pl.Treasures)
	}
	for p := 0; p < int(s.n); p++ {
		fmt.Fprintf(&b, "  catastrophes %s %d\n", s.players[p].Dynasty, s.players[p].Catastrophes)
	}
	if public {
		fmt.Fprintf(&b, "  seed %d\n", seed)
		return b.String()
	}
	var bag []Color
	bag = append(bag, s.bag[s.bagPos:]...)
	b.WriteString("  bag ")
	for _, c := range bag {
		b.WriteByte(c.Letter())
	}
	b.WriteByte('\n')
	return b.String()
}
