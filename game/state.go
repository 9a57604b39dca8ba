package game

// CellKind says what occupies a space.
type CellKind uint8

const (
	Empty CellKind = iota
	Tile
	Leader
	Catastrophe
	WonderPart
)

// Cell flags.
const (
	FlagFaceDown    uint8 = 1 << iota // a tile turned face down under a monument (R8.3.3)
	FlagTreasure                      // a treasure lies here (R1.5)
	FlagUnification                   // the unification tile covers this tile (R6.4)
)

// Cell is one space's contents.
type Cell struct {
	Kind  CellKind
	Color Color // the tile's or leader's colour; a face-down tile keeps its colour for accounting only
	Owner int8  // a leader's player index
	Flags uint8
}

// FaceUp reports a face-up civilization tile.
func (c Cell) FaceUp() bool { return c.Kind == Tile && c.Flags&FlagFaceDown == 0 }

// IsFaceUp reports a face-up tile of colour col.
func (c Cell) IsFaceUp(col Color) bool { return c.FaceUp() && c.Color == col }

// Treasure reports whether a treasure lies on the space.
func (c Cell) Treasure() bool { return c.Flags&FlagTreasure != 0 }

// Links reports whether the space joins regions (R3.2): tiles either side up, leaders, the wonder.
func (c Cell) Links() bool { return c.Kind == Tile || c.Kind == Leader || c.Kind == WonderPart }

// Player is one seat's pieces and points.
type Player struct {
	Dynasty      Dynasty
	Hand         [NumColors]int8
	Score        [NumColors]int16
	Treasures    int8
	Catastrophes int8
	Leaders      [NumColors]int16 // the space of each leader, or -1 in supply
}

// HandSize counts the tiles in hand.
func (p *Player) HandSize() int {
	return int(p.Hand[0]) + int(p.Hand[1]) + int(p.Hand[2]) + int(p.Hand[3])
}

// Options are the choices fixed at setup (R2, R9).
type Options struct {
	Map       MapID
	Seats     []Dynasty // 2 to 4 dynasties in clockwise seat order
	English   bool      // R7.8
	Buildings bool      // R9.2
	Wonder    bool      // R9.3
	// NoMonuments plays without monuments (the space adaptation's rules, 004): a completed square
	// of four is never built on, and R8.3 does not apply.
	NoMonuments bool
	// OpenScoring makes every player's points public, as the online site offers: an exception to
	// R11.1 that every view, screen and bot then reads.
	OpenScoring bool
}

// DecisionKind says what the pending decision is.
type DecisionKind int8

const (
	DecideAction DecisionKind = iota
	DecideCommit
	DecideWar
	DecideTreasure
	DecideMonument
	DecideBuilding
	DecideWonder
	DecideWonderPoint
	DecideNone // the game is over
)

var decisionWords = [...]string{"action", "commit", "war", "treasure", "monument", "building", "wonder", "wonder-point", "over"}

func (k DecisionKind) String() string { return decisionWords[k] }

// Pending is the decision the game waits for and the seat that owes it.
type Pending struct {
	Kind   DecisionKind
	Player int
}

// stage of the action in progress (R4.2): conflicts, building, monument, wonder, treasures.
type stage int8

const (
	stageIdle stage = iota
	stageConflict
	stageBuilding
	stageMonument
	stageWonder
	stageTreasure
	stageEndTurn
)

// conflict is a revolt (R7.1) or war (R7.2) under way.
type conflict struct {
	war                bool
	color              Color
	attacker, defender int8
	attCell, defCell   int16
	attBase, defBase   int8
	attCommit          int8 // -1 until committed
	defCommit          int8
}

// State is a whole game position: the comparable core, the bag, and a cache of regions.
// Apart from the bag's shared, never-written backing array it is a plain value, so Clone is cheap.
type State struct {
	core
	bag      []Color // drawn from bag[bagPos]; the slice is never written after creation
	reg      regions
	regValid bool
	treas    treasureSpaces
	// wars is what the log needs of the unification's wars, not the position: a View does not
	// carry it, and Equal does not compare it
	wars warsDue
}

// warsDue are the colours whose wars the unification opened and were neither fought nor called
// off yet (known: counted for this unification).
type warsDue struct {
	due   uint8
	known bool
}

// core is everything in a position but the bag's contents; it is comparable with ==.
type core struct {
	mapID     MapID
	english   bool
	buildOpt  bool
	wonderOpt bool
	noMonu    bool // Options.NoMonuments
	openScore bool // Options.OpenScoring
	n         int8
	players   [4]Player
	board     [NCells]Cell

	bagPos     int
	out        [NumColors]int16    // tiles out of the game, by colour
	discarded  [NumColors]int16    // of those, the ones swapped away face down (hidden, R11.1)
	swapped    [4]int16            // how many tiles each seat has swapped away (a public count)
	myDiscards [4][NumColors]int16 // each seat's own swapped-away tiles, known to it alone

	monuments [NumMonuments]int16 // top-left space of each built monument, or -1
	buildings [NumColors]int16    // the tile under each civilization building, or -1
	wonder    int16               // the wonder's centre, or -1

	flow
}

// flow is where the game stands: whose turn, the action in progress, the pending decision.
// All of it is public (R11.2), so a player's view carries it whole.
type flow struct {
	turn    int8 // the active player
	actions int8 // actions left this turn
	over    bool

	stage     stage
	tileCell  int16 // the tile placed by this action, or -1
	unif      int16 // the space under the unification tile, or -1
	cf        conflict
	inCF      bool
	passing   bool
	wonderDue bool // the end-of-turn wonder point is owed (R9.3)
	endScored bool // the end-of-turn monument points were scored

	pending Pending
}

// Equal reports whether two states are the same position with the same bag and pending decision.
func (s *State) Equal(o *State) bool {
	a, b := s.core, o.core
	a.bagPos, b.bagPos = 0, 0 // only what is left in the bag matters, not how much was drawn
	if a != b || len(s.bag)-s.bagPos != len(o.bag)-o.bagPos {
		return false
	}
	for i := s.bagPos; i < len(s.bag); i++ {
		if s.bag[i] != o.bag[i-s.bagPos+o.bagPos] {
			return false
		}
	}
	return true
}

// Clone copies the state; the copy shares nothing writable with the original.
func (s *State) Clone() *State {
	c := *s
	return &c
}

// Map returns the board's terrain.
func (s *State) Map() *Map { return maps[s.mapID] }

// NumPlayers is the number of seats.
func (s *State) NumPlayers() int { return int(s.n) }

// Player returns seat i.
func (s *State) Player(i int) *Player { return &s.players[i] }

// Cell returns the contents of space i.
func (s *State) Cell(i int) Cell { return s.board[i] }

// Turn is the active player's seat.
func (s *State) Turn() int { return int(s.turn) }

// ActionsLeft this turn.
func (s *State) ActionsLeft() int { return int(s.actions) }

// Over reports the end of the game (R10).
func (s *State) Over() bool { return s.over }

// Pending is the decision the game waits for.
func (s *State) Pending() Pending { return s.pending }

// BagCount is the number of tiles left in the bag (hidden from players by default, R11.1).
func (s *State) BagCount() int { return len(s.bag) - s.bagPos }

// OutOfGame counts tiles that have left the game, by colour.
func (s *State) OutOfGame() [NumColors]int16 { return s.out }

// MonumentAt returns the top-left space of a built monument, or -1.
func (s *State) MonumentAt(m Monument) int { return int(s.monuments[m]) }

// BuildingAt returns the tile under the colour's civilization building, or -1.
func (s *State) BuildingAt(c Color) int { return int(s.buildings[c]) }

// WonderAt returns the centre of the wonder, or -1.
func (s *State) WonderAt() int { return int(s.wonder) }

// Options returns the setup options.
func (s *State) Options() Options {
	o := Options{Map: s.mapID, English: s.english, Buildings: s.buildOpt, Wonder: s.wonderOpt, NoMonuments: s.noMonu, OpenScoring: s.openScore}
	for i := 0; i < int(s.n); i++ {
		o.Seats = append(o.Seats, s.players[i].Dynasty)
	}
	return o
}

// SeatOf finds the seat of a dynasty, or -1.
func (s *State) SeatOf(d Dynasty) int {
	for i := 0; i < int(s.n); i++ {
		if s.players[i].Dynasty == d {
			return i
		}
	}
	return -1
}

// TreasuresOnBoard counts treasures still on the board (R10.1a).
func (s *State) TreasuresOnBoard() int { return s.treasures().count() }

// UnificationAt is the space under the unification tile while wars are resolved, or -1.
func (s *State) UnificationAt() int { return int(s.unif) }

// Conflict describes a revolt or war under way.
type Conflict struct {
	War                bool
	Color              Color
	Attacker, Defender int
	AttackerCell       int
	DefenderCell       int
	AttackerBase       int
	DefenderBase       int
	AttackerCommit     int // -1 until committed
	DefenderCommit     int // -1 until committed
}

// Conflict returns the conflict under way, if any.
func (s *State) Conflict() (Conflict, bool) { return s.flow.conflict() }

// conflict is the conflict being resolved, if any: what a state and a view (which holds the
// flow as it is) both answer.
func (f *flow) conflict() (Conflict, bool) {
	if !f.inCF {
		return Conflict{}, false
	}
	c := f.cf
	return Conflict{War: c.war, Color: c.color, Attacker: int(c.attacker), Defender: int(c.defender),
		AttackerCell: int(c.attCell), DefenderCell: int(c.defCell), AttackerBase: int(c.attBase),
		DefenderBase: int(c.defBase), AttackerCommit: int(c.attCommit), DefenderCommit: int(c.defCommit)}, true
}

// setCell puts c on space i. A piece that links put on a space that did not (the common case: a
// tile or leader placed) joins the regions next to it; a change between pieces that do not link
// (a catastrophe on an empty space) leaves them as they were; a linking piece taken from a space
// joined to at most one other leaves the rest as they were (regions.leave); any other change labels
// the board anew when next asked.
func (s *State) setCell(i int, c Cell) {
	old := s.board[i]
	was, links := old.Links(), c.Links()
	if (old.Flags|c.Flags)&FlagTreasure != 0 {
		s.treas.valid = false
	}
	s.board[i] = c
	switch {
	case !s.regValid || !was && !links:
	case !was:
		s.reg.join(&s.board, i)
	case !links && s.reg.leave(i, &old):
	default:
		s.regValid = false
	}
}
