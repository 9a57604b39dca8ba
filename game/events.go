package game

import "fmt"

// EventKind names something that happened, for the log and for animation.
type EventKind int8

const (
	EvLeaderPlaced     EventKind = iota // Player, Color, Cell (Cell2 = former space when moved, else -1)
	EvLeaderWithdrawn                   // Player, Color, Cell: taken back by its owner's action
	EvLeaderReturned                    // Player, Color, Cell: sent back (no temple, or a lost conflict)
	EvTilePlaced                        // Player, Color, Cell
	EvScored                            // Player, Color, N points
	EvUnification                       // Player, Cell: the unification tile covers the joining tile
	EvUnificationGone                   // Player, Cell
	EvCatastrophe                       // Player, Cell
	EvTileRemoved                       // Color, Cell: a tile left the game from the board
	EvSwapped                           // Player, N tiles discarded and drawn
	EvRevolt                            // Player attacker, Other defender, Color of the leaders, Cell and Cell2 their spaces, N and N2 their strengths on the board
	EvWar                               // as EvRevolt
	EvCommitted                         // Player, Color, N tiles
	EvConflictWon                       // Player winner, Other loser, Color, N = winner's total, N2 = loser's total
	EvTreasure                          // Player, Cell
	EvMonument                          // Player, Cell top-left, Monument
	EvBuilding                          // Player, Color, Cell (Cell2 = former space, or -1)
	EvBuildingReturned                  // Color, Cell: the building went back beside the board
	EvWonder                            // Player, Cell centre
	EvTilesDrawn                        // Player, N
	EvTurnEnded                         // Player
	EvGameOver                          // N = 1 when the bag ran out, 0 for treasures
	EvWarCalledOff                      // Player (the active one), Color, Cell the unification tile: the kingdom came apart before this war (R7.7)

	// NumEventKinds counts the kinds: what names them elsewhere (the online protocol) has one a kind.
	NumEventKinds
)

// Event is one consequence of an action or decision.
type Event struct {
	Kind     EventKind
	Player   int8
	Other    int8
	Color    Color
	Cell     int16
	Cell2    int16
	N, N2    int16
	Monument Monument
	Why      ScoreWhy // for EvScored: why the points were won
}

// ScoreWhy says why points were scored, so the log can say it in words.
type ScoreWhy int8

const (
	ScoredTile     ScoreWhy = iota // a tile placed where a leader of its colour rules; Cell is the leader's space
	ScoredByKing                   // a tile placed where no leader of its colour is, the king scoring for it (R5.3)
	ScoredBuilding                 // a tile placed in the kingdom of its colour's building: 2 points (R9.2)
	ScoredRevolt                   // a revolt won: 1 red (R7.1)
	ScoredWar                      // a war won: the beaten leader and each tile removed (R7.7)
	ScoredMonument                 // end of turn: a leader in a monument's kingdom sharing its colour (R8.3.5); Monument says which
	ScoredWonder                   // end of turn: the king in the wonder's kingdom (R9.3)
)

// String tells the event in a sentence, by its kind's entry in eventWords.
func (e Event) String() string {
	if say, ok := eventWords[e.Kind]; ok {
		return say(e, SpaceName(int(e.Cell)))
	}
	return "?"
}

// eventWords says each kind of event; sp is the name of the event's cell.
var eventWords = map[EventKind]func(e Event, sp string) string{
	EvLeaderPlaced: func(e Event, sp string) string {
		if e.Cell2 >= 0 {
			return fmt.Sprintf("P%d moves the %s from %s to %s", e.Player, e.Color.LeaderName(), SpaceName(int(e.Cell2)), sp)
		}
		return fmt.Sprintf("P%d places the %s at %s", e.Player, e.Color.LeaderName(), sp)
	},
	EvLeaderWithdrawn: func(e Event, sp string) string {
		return fmt.Sprintf("P%d withdraws the %s from %s", e.Player, e.Color.LeaderName(), sp)
	},
	EvLeaderReturned: func(e Event, sp string) string {
		return fmt.Sprintf("P%d's %s at %s goes back to supply", e.Player, e.Color.LeaderName(), sp)
	},
	EvTilePlaced: func(e Event, sp string) string {
		return fmt.Sprintf("P%d places a %s at %s", e.Player, e.Color.TileName(), sp)
	},
	EvScored: func(e Event, sp string) string {
		return fmt.Sprintf("P%d scores %d %s", e.Player, e.N, e.Color)
	},
	EvUnification: func(e Event, sp string) string {
		return fmt.Sprintf("P%d's unification tile covers %s", e.Player, sp)
	},
	EvUnificationGone: func(e Event, sp string) string {
		return fmt.Sprintf("the unification tile leaves %s", sp)
	},
	EvCatastrophe: func(e Event, sp string) string {
		return fmt.Sprintf("P%d plays a catastrophe at %s", e.Player, sp)
	},
	EvTileRemoved: func(e Event, sp string) string {
		return fmt.Sprintf("the %s at %s leaves the game", e.Color.TileName(), sp)
	},
	EvSwapped: func(e Event, sp string) string {
		return fmt.Sprintf("P%d swaps %d tiles", e.Player, e.N)
	},
	EvRevolt: func(e Event, sp string) string {
		return fmt.Sprintf("revolt: P%d's %s attacks P%d's", e.Player, e.Color.LeaderName(), e.Other)
	},
	EvWar: func(e Event, sp string) string {
		return fmt.Sprintf("war of the %ss: P%d attacks P%d", e.Color.LeaderName(), e.Player, e.Other)
	},
	EvCommitted: func(e Event, sp string) string {
		return fmt.Sprintf("P%d commits %d %ss", e.Player, e.N, e.Color.TileName())
	},
	EvConflictWon: func(e Event, sp string) string {
		if e.N == e.N2 {
			return fmt.Sprintf("P%d holds %d to %d against P%d", e.Player, e.N, e.N2, e.Other)
		}
		return fmt.Sprintf("P%d wins %d to %d against P%d", e.Player, e.N, e.N2, e.Other)
	},
	EvTreasure: func(e Event, sp string) string {
		return fmt.Sprintf("P%d takes the treasure at %s", e.Player, sp)
	},
	EvMonument: func(e Event, sp string) string {
		return fmt.Sprintf("P%d builds monument %s at %s", e.Player, e.Monument, sp)
	},
	EvBuilding: func(e Event, sp string) string {
		return fmt.Sprintf("P%d puts the %s at %s", e.Player, e.Color.BuildingName(), sp)
	},
	EvBuildingReturned: func(e Event, sp string) string {
		return fmt.Sprintf("the %s goes back beside the board", e.Color.BuildingName())
	},
	EvWonder: func(e Event, sp string) string {
		return fmt.Sprintf("P%d erects the wonder at %s", e.Player, sp)
	},
	EvTilesDrawn: func(e Event, sp string) string {
		return fmt.Sprintf("P%d draws %d tiles", e.Player, e.N)
	},
	EvTurnEnded: func(e Event, sp string) string {
		return fmt.Sprintf("P%d's turn ends", e.Player)
	},
	EvWarCalledOff: func(e Event, sp string) string {
		return fmt.Sprintf("the war of the %ss is called off: the kingdom came apart", e.Color.LeaderName())
	},
	EvGameOver: func(e Event, sp string) string {
		if e.N == 1 {
			return "the bag is empty: the game is over"
		}
		return "two or fewer treasures remain: the game is over"
	},
}

// eventLog collects events when the caller wants them; a nil log records nothing,
// so self-play and search pay nothing for events.
type eventLog struct {
	list *[]Event
	// held, when set, stops the automatic steps where the turn's end would begin and is set true
	// there (ApplyToTurnEnd)
	held *bool
}

func (l eventLog) add(e Event) {
	if l.list != nil {
		*l.list = append(*l.list, e)
	}
}
