package game

import (
	"encoding/json"
	"fmt"
)

// viewWire is a View as JSON (docs/PROTOCOL.md, "view"): an online client rebuilds the same View
// the server built for its seat, so its screens and bots read exactly what a local one reads.
type viewWire struct {
	Me          int                 `json:"me"`
	Map         MapID               `json:"map"`
	Seats       []Dynasty           `json:"seats"`
	English     bool                `json:"english,omitempty"`
	Buildings   bool                `json:"buildings,omitempty"`
	Wonder      bool                `json:"wonder,omitempty"`
	NoMonuments bool                `json:"no_monuments,omitempty"`
	OpenScoring bool                `json:"open_scoring,omitempty"`
	Board       [NCells][4]int      `json:"board"`
	Players     []playerWire        `json:"players"`
	Hand        [NumColors]int8     `json:"hand"`
	Score       [NumColors]int16    `json:"score"`
	Treasures   int                 `json:"treasures"`
	MonumentsAt [NumMonuments]int16 `json:"monuments"`
	BuildingsAt [NumColors]int16    `json:"buildings_at"`
	WonderAt    int16               `json:"wonder_at"`
	PublicOut   [NumColors]int16    `json:"public_out"`
	MyDiscards  [NumColors]int16    `json:"my_discards"`
	Flow        flowWire            `json:"flow"`
}

type playerWire struct {
	HandSize     int              `json:"hand_size"`
	Catastrophes int              `json:"catastrophes"`
	Leaders      [NumColors]int16 `json:"leaders"`
	Swapped      int              `json:"swapped"`
	// Score and Treasures are sent only under open scoring (R11.1 hides them otherwise).
	Score     *[NumColors]int16 `json:"score,omitempty"`
	Treasures int               `json:"treasures,omitempty"`
}

// flowWire is the public flow of the game (R11.2) with every field named.
type flowWire struct {
	Turn      int8  `json:"turn"`
	Actions   int8  `json:"actions"`
	Over      bool  `json:"over,omitempty"`
	Stage     int8  `json:"stage"`
	TileCell  int16 `json:"tile_cell"`
	Unif      int16 `json:"unification"`
	InCF      bool  `json:"in_conflict,omitempty"`
	War       bool  `json:"war,omitempty"`
	CFColor   Color `json:"cf_color"`
	Attacker  int8  `json:"attacker"`
	Defender  int8  `json:"defender"`
	AttCell   int16 `json:"att_cell"`
	DefCell   int16 `json:"def_cell"`
	AttBase   int8  `json:"att_base"`
	DefBase   int8  `json:"def_base"`
	AttCommit int8  `json:"att_commit"`
	DefCommit int8  `json:"def_commit"`
	Passing   bool  `json:"passing,omitempty"`
	WonderDue bool  `json:"wonder_due,omitempty"`
	EndScored bool  `json:"end_scored,omitempty"`
	Pending   int8  `json:"pending"`
	PendingBy int   `json:"pending_by"`
}

// MarshalJSON writes the view in the protocol's form.
func (v *View) MarshalJSON() ([]byte, error) {
	w := viewWire{Me: v.Me, Map: v.Options.Map, Seats: v.Options.Seats, English: v.Options.English,
		Buildings: v.Options.Buildings, Wonder: v.Options.Wonder, NoMonuments: v.Options.NoMonuments,
		OpenScoring: v.Options.OpenScoring, Hand: v.Hand, Score: v.Score, Treasures: v.Treasures, MonumentsAt: v.Monuments,
		BuildingsAt: v.Buildings, WonderAt: v.Wonder, PublicOut: v.PublicOut, MyDiscards: v.MyDiscards}
	for i, c := range v.Board {
		w.Board[i] = [4]int{int(c.Kind), int(c.Color), int(c.Owner), int(c.Flags)}
	}
	for _, p := range v.Players {
		pw := playerWire{HandSize: p.HandSize, Catastrophes: p.Catastrophes, Leaders: p.Leaders, Swapped: p.Swapped}
		if v.Options.OpenScoring {
			score := p.Score
			pw.Score, pw.Treasures = &score, p.Treasures
		}
		w.Players = append(w.Players, pw)
	}
	f := v.flow
	w.Flow = flowWire{Turn: f.turn, Actions: f.actions, Over: f.over, Stage: int8(f.stage), TileCell: f.tileCell,
		Unif: f.unif, InCF: f.inCF, War: f.cf.war, CFColor: f.cf.color, Attacker: f.cf.attacker, Defender: f.cf.defender,
		AttCell: f.cf.attCell, DefCell: f.cf.defCell, AttBase: f.cf.attBase, DefBase: f.cf.defBase,
		AttCommit: f.cf.attCommit, DefCommit: f.cf.defCommit, Passing: f.passing, WonderDue: f.wonderDue,
		EndScored: f.endScored, Pending: int8(f.pending.Kind), PendingBy: f.pending.Player}
	return json.Marshal(w)
}

// UnmarshalJSON reads a view and refuses one whose numbers the rules could not hold, so a bot or
// a screen fed from the network never indexes outside the board or the seats.
func (v *View) UnmarshalJSON(data []byte) error {
	var w viewWire
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	o := Options{Map: w.Map, Seats: w.Seats, English: w.English, Buildings: w.Buildings, Wonder: w.Wonder, NoMonuments: w.NoMonuments, OpenScoring: w.OpenScoring}
	if err := o.Validate(); err != nil {
		return fmt.Errorf("view: %v", err)
	}
	n := len(o.Seats)
	spectator := w.Me == Spectator && w.Hand == [NumColors]int8{} && w.Score == [NumColors]int16{} && w.Treasures == 0 &&
		w.MyDiscards == [NumColors]int16{}
	if (w.Me < 0 && !spectator) || w.Me >= n || len(w.Players) != n {
		return fmt.Errorf("view: seat %d of %d players (%d described)", w.Me, n, len(w.Players))
	}
	for _, check := range []func(*viewWire) error{(*viewWire).checkBoard, (*viewWire).checkCounts, (*viewWire).checkPlayers, (*viewWire).checkFlow} {
		if err := check(&w); err != nil {
			return fmt.Errorf("view: %v", err)
		}
	}
	nv := View{Me: w.Me, Options: o, Hand: w.Hand, Score: w.Score, Treasures: w.Treasures, Monuments: w.MonumentsAt,
		Buildings: w.BuildingsAt, Wonder: w.WonderAt, PublicOut: w.PublicOut, MyDiscards: w.MyDiscards, BagCount: -1}
	for i, c := range w.Board {
		nv.Board[i] = Cell{Kind: CellKind(c[0]), Color: Color(c[1]), Owner: int8(c[2]), Flags: uint8(c[3])}
	}
	for i, d := range o.Seats {
		p := w.Players[i]
		nv.Players = append(nv.Players, PublicPlayer{Dynasty: d, HandSize: p.HandSize, Catastrophes: p.Catastrophes, Leaders: p.Leaders, Swapped: p.Swapped})
		if p.Score != nil {
			nv.Players[i].Score, nv.Players[i].Treasures = *p.Score, p.Treasures
		}
	}
	nv.flow = w.Flow.flow()
	*v = nv
	return nil
}

// wireSpace reports a space's index, or -1 for none.
func wireSpace(c int16) bool { return c >= -1 && c < NCells }

// wireColor reports a colour, or NoColor.
func wireColor(c Color) bool { return c >= NoColor && c < NumColors }

// checkBoard: every space holds a piece the rules know, of a colour and an owner that exist, and
// a leader stands where its owner's list says.
func (w *viewWire) checkBoard() error {
	n := len(w.Seats)
	for i, c := range w.Board {
		kind, color, owner, flags := c[0], Color(c[1]), c[2], c[3]
		if kind < 0 || kind > int(WonderPart) || !wireColor(color) || int(color) != c[1] ||
			owner < 0 || owner >= n || flags < 0 || flags > 7 {
			return fmt.Errorf("space %s holds %v", SpaceName(i), c)
		}
		if (CellKind(kind) == Tile || CellKind(kind) == Leader) && color < 0 {
			return fmt.Errorf("space %s holds a piece of no colour", SpaceName(i))
		}
		if CellKind(kind) == Leader && w.Players[owner].Leaders[color] != int16(i) {
			return fmt.Errorf("the leader on %s is not where its owner's are", SpaceName(i))
		}
	}
	return nil
}

// checkCounts: the hand, the tiles out and the buildings', monuments' and wonder's spaces are in
// range.
func (w *viewWire) checkCounts() error {
	for c := 0; c < NumColors; c++ {
		if w.Hand[c] < 0 || w.Hand[c] > 100 || w.PublicOut[c] < 0 || w.MyDiscards[c] < 0 ||
			int(w.PublicOut[c])+int(w.MyDiscards[c]) > TileTotals[c] || !wireSpace(w.BuildingsAt[c]) {
			return fmt.Errorf("counts of colour %s out of range", Color(c))
		}
	}
	for _, m := range w.MonumentsAt {
		if !wireSpace(m) {
			return fmt.Errorf("monument at space %d", m)
		}
	}
	if !wireSpace(w.WonderAt) {
		return fmt.Errorf("the wonder at space %d", w.WonderAt)
	}
	return nil
}

// checkPlayers: each player's counts are in range and his leaders stand on leaders.
func (w *viewWire) checkPlayers() error {
	for _, p := range w.Players {
		if p.HandSize < 0 || p.HandSize > 100 || p.Catastrophes < 0 || p.Catastrophes > 2 || p.Swapped < 0 || p.Swapped > 160 {
			return fmt.Errorf("a player's counts are out of range")
		}
		if err := checkOpenPoints(p, w.OpenScoring); err != nil {
			return err
		}
		for _, l := range p.Leaders {
			if !wireSpace(l) || l >= 0 && w.Board[l][0] != int(Leader) {
				return fmt.Errorf("a leader at space %d", l)
			}
		}
	}
	return nil
}

// checkFlow: the turn, the stage, the conflict and the pending decision name seats, spaces and
// kinds that exist.
func (w *viewWire) checkFlow() error {
	f, n := w.Flow, len(w.Seats)
	seat := func(p int8) bool { return p >= 0 && int(p) < n }
	turn := seat(f.Turn) && f.Actions >= 0 && f.Actions <= 2 && f.Stage >= int8(stageIdle) && f.Stage <= int8(stageEndTurn) &&
		wireSpace(f.TileCell) && wireSpace(f.Unif)
	conflict := wireSpace(f.AttCell) && wireSpace(f.DefCell) && wireColor(f.CFColor) &&
		(!f.InCF || seat(f.Attacker) && seat(f.Defender) && f.CFColor >= 0)
	if !turn || !conflict || !f.pendingOK(n) {
		return fmt.Errorf("the game's flow is out of range")
	}
	return nil
}

// pendingOK: the decision awaited is a kind the rules have, owed by a seat of the game.
func (f flowWire) pendingOK(n int) bool {
	return f.Pending >= int8(DecideAction) && f.Pending <= int8(DecideNone) && f.PendingBy >= 0 && f.PendingBy < n
}

// flow is the game's flow the wire form names.
func (f flowWire) flow() flow {
	return flow{turn: f.Turn, actions: f.Actions, over: f.Over, stage: stage(f.Stage), tileCell: f.TileCell, unif: f.Unif,
		inCF: f.InCF, passing: f.Passing, wonderDue: f.WonderDue, endScored: f.EndScored,
		cf: conflict{war: f.War, color: f.CFColor, attacker: f.Attacker, defender: f.Defender, attCell: f.AttCell,
			defCell: f.DefCell, attBase: f.AttBase, defBase: f.DefBase, attCommit: f.AttCommit, defCommit: f.DefCommit},
		pending: Pending{Kind: DecisionKind(f.Pending), Player: f.PendingBy}}
}

// checkOpenPoints refuses another seat's points in a view of a game without open scoring (they
// are hidden there, R11.1) and points no game could reach.
func checkOpenPoints(p playerWire, open bool) error {
	if !open {
		if p.Score != nil || p.Treasures != 0 {
			return fmt.Errorf("a player's points are sent in a game where they are hidden")
		}
		return nil
	}
	if p.Treasures < 0 || p.Treasures > 10 {
		return fmt.Errorf("a player's treasures are out of range")
	}
	if p.Score != nil {
		for _, v := range p.Score {
			if v < 0 || v > 1000 {
				return fmt.Errorf("a player's points are out of range")
			}
		}
	}
	return nil
}
