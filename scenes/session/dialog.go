package session

import (
	"fmt"
	"strings"

	"tigris/game"
)

// Option is one choice in a dialog. Cell is the space it concerns (lit on the board), or -1.
// Short, where set, is its label for a button too narrow for Label (a phone's row of three).
type Option struct {
	Label string
	Short string
	Move  game.Move
	Cell  int
}

// Dialog is a decision the rules ask a human for, with what is at stake.
// Brief, where set, says Lines shortly for a phone's card, whose room beside the board is a few
// lines: the long words were cut under a scroll (review 4, F6).
type Dialog struct {
	Title   string
	Lines   []string
	Brief   []string
	Options []Option
}

// Dialog returns the dialog for the pending decision when it is a human's on screen and not an
// action (actions are made on the board).
func (s *Session) Dialog() (Dialog, bool) {
	if !s.HumanToDecide() {
		return Dialog{}, false
	}
	return words{s.State(), s.names}.dialog()
}

// words puts a position's decisions in a player's words: the dialogs the rules ask for and the
// hints, with the players named as the log names them.
type words struct {
	st    *game.State
	names []string
}

// dialog is the dialog for the pending decision, when it is not an action.
func (w words) dialog() (Dialog, bool) {
	pend := w.st.Pending()
	if pend.Kind == game.DecideAction {
		return Dialog{}, false
	}
	var d Dialog
	for _, m := range w.st.LegalMoves() {
		d.Options = append(d.Options, Option{Label: w.optionLabel(m), Short: optionShort(m), Move: m, Cell: optionCell(m)})
	}
	switch pend.Kind {
	case game.DecideCommit:
		d.Title, d.Lines, d.Brief = w.commitText(pend.Player)
	case game.DecideWar:
		d.Title = "Several wars: which is fought first?"
		d.Lines = []string{"You united two kingdoms. Removals may split the kingdom and call off the later wars."}
		d.Brief = []string{"Removals may call off the later wars."}
		for i, o := range d.Options {
			d.Options[i].Label = w.warLabel(o.Move.Color)
		}
	case game.DecideTreasure:
		d.Title = "Take a treasure"
		d.Lines = treasureLines(w.st, d.Options)
	case game.DecideMonument:
		d.Title = "Build a monument?"
		d.Lines = monumentLines
		d.Brief = monumentBrief
		labelMonuments(d.Options)
	default:
		d.Title, d.Lines = fixedTexts[pend.Kind].title, fixedTexts[pend.Kind].lines
	}
	return d, true
}

// fixedTexts are the dialogs whose words do not change with the position.
var fixedTexts = map[game.DecisionKind]struct {
	title string
	lines []string
}{
	game.DecideBuilding: {"Place the civilization building?",
		[]string{"A line of three or more: the building doubles the points of its colour's tiles in its kingdom."}},
	game.DecideWonder: {"Erect the wonder?",
		[]string{"The five tiles of the cross leave the game and the wonder takes their place.",
			"Each turn your king ends in its kingdom, you score a point of your choice."}},
	game.DecideWonderPoint: {"The wonder's point",
		[]string{"Your king stands in the wonder's kingdom: choose the colour of your point."}},
}

// treasureLines say what taking treasures means, and that the gold-cornered ones come first
// where that narrows the choice.
func treasureLines(st *game.State, options []Option) []string {
	lines := []string{"Your trader's kingdom holds several treasures: you take all but one."}
	for _, o := range options {
		if o.Cell >= 0 && st.Map().SpecialBorder[o.Cell] { // said only where it narrows the choice
			return append(lines, "Treasures on the gold-cornered spaces must be taken first.")
		}
	}
	return lines
}

// labelMonuments names the monuments alone when they all stand on one square (framed on the
// board; the title says Build).
func labelMonuments(options []Option) {
	square, oneSquare := -1, true
	for _, o := range options {
		if o.Move.Monument != game.NoMonument {
			oneSquare = oneSquare && (square < 0 || o.Cell == square)
			square = o.Cell
		}
	}
	for i, o := range options {
		if oneSquare && o.Move.Monument != game.NoMonument {
			options[i].Label = Capitalize(monumentName(o.Move.Monument))
		}
	}
}

// monumentLines say what a monument does, as the rules do (R8.3).
var monumentLines = []string{"Your tile completed a square of four: its tiles turn face down under the monument.",
	"At the end of each of your turns, each of your leaders of one of its colours in its kingdom scores 1 point. Declined now, no monument can ever stand on this square."}

// monumentBrief says monumentLines shortly for a phone's card, keeping what declining costs: the
// square can never be built on later (R8.3.1), which the phone's card left out (review 5). It
// says it with the words of the button that declines, in the two lines a 360 px phone's card holds.
var monumentBrief = []string{"Each turn's end, your leaders of its colours here score 1. No monument now: never one here."}

// optionShort is a choice's label for a narrow button, or "" where its label is short already:
// "Commit nothing" touched both edges of a phone's third of a row (review 4, F11).
func optionShort(m game.Move) string {
	if m.Kind == game.MoveCommit && m.N == 0 {
		return "None"
	}
	return ""
}

func optionCell(m game.Move) int {
	switch m.Kind {
	case game.MoveTreasure, game.MoveMonument, game.MoveBuilding, game.MoveWonder:
		return int(m.Cell)
	}
	return -1
}

func (w words) optionLabel(m game.Move) string {
	sp := game.SpaceName(int(m.Cell))
	switch m.Kind {
	case game.MoveCommit:
		if m.N == 0 {
			return "Commit nothing"
		}
		return fmt.Sprintf("Commit %d", m.N)
	case game.MoveTreasure:
		if w.st.Map().SpecialBorder[m.Cell] {
			return "Take the treasure at " + sp + " (gold corners)"
		}
		return "Take the treasure at " + sp
	case game.MoveMonument:
		if m.Monument == game.NoMonument {
			return "No monument"
		}
		return fmt.Sprintf("Build %s at %s", monumentName(m.Monument), sp)
	case game.MoveBuilding:
		if m.Cell < 0 {
			return "No building"
		}
		return fmt.Sprintf("Put the %s on %s", m.Color.BuildingName(), sp)
	case game.MoveWonder:
		if m.Cell < 0 {
			return "No wonder"
		}
		return "Erect the wonder centred on " + sp
	case game.MoveWonderPoint:
		return "1 " + m.Color.String() + " point"
	}
	return m.String()
}

func (w words) warLabel(c game.Color) string {
	st := w.st
	var who []string
	for p := 0; p < st.NumPlayers(); p++ {
		at := st.Player(p).Leaders[c]
		if at >= 0 && st.RegionOf(int(at)) == st.RegionOf(st.UnificationAt()) {
			who = append(who, w.names[p])
		}
	}
	if len(who) == 2 {
		// each side's strength on the board, read from the war's start alone
		for _, e := range mustEvents(st.Clone().Apply(game.WarMove(c))) {
			if e.Kind == game.EvWar {
				return fmt.Sprintf("The %ss' war: %s %d against %s %d", c.LeaderName(), w.names[e.Player], e.N, w.names[e.Other], e.N2)
			}
		}
		return fmt.Sprintf("The %ss' war: %s against %s", c.LeaderName(), who[0], who[1])
	}
	return fmt.Sprintf("The %ss' war", c.LeaderName())
}

// commitText shows both sides' strength, the running totals and what the player may still add.
func (w words) commitText(me int) (title string, lines, brief []string) {
	st := w.st
	cf, _ := st.Conflict()
	col := game.Red
	kind, base := "Revolt", "temples next to the leader"
	if cf.War {
		col, kind, base = cf.Color, "War", cf.Color.TileName()+"s in the leader's kingdom"
	}
	role := "defend"
	if me == cf.Attacker {
		role = "attack"
	}
	attTotal := cf.AttackerBase + max(cf.AttackerCommit, 0)
	lines = []string{
		fmt.Sprintf("%s of the %ss: %s attacks, %s defends (ties go to the defender).", kind, cf.Color.LeaderName(), w.names[cf.Attacker], w.names[cf.Defender]),
		fmt.Sprintf("On the board (%s): %s %d, %s %d.", base, w.names[cf.Attacker], cf.AttackerBase, w.names[cf.Defender], cf.DefenderBase),
	}
	// the phone's words: who stands how strong in one sentence, the hand shown beside them
	brief = []string{fmt.Sprintf("%s of the %ss: %s %d, %s %d on the board, ties to the defender.",
		kind, cf.Color.LeaderName(), w.names[cf.Attacker], cf.AttackerBase, w.names[cf.Defender], cf.DefenderBase)}
	if cf.AttackerCommit >= 0 {
		lines = append(lines, fmt.Sprintf("%s committed %d: %d against %d.", w.names[cf.Attacker], cf.AttackerCommit, attTotal, cf.DefenderBase))
		// the defender, who commits last, reads the attacker's total against his own in a line a
		// 360 px phone holds; the next says what wins, ties included (defenceWords)
		brief = []string{fmt.Sprintf("%s of the %ss: %s %d (%d committed), you %d.",
			kind, cf.Color.LeaderName(), w.names[cf.Attacker], attTotal, cf.AttackerCommit, cf.DefenderBase)}
	}
	held := int(st.Player(me).Hand[col])
	lines = append(lines, fmt.Sprintf("You hold %d %s. Committed tiles leave the game.", held, plural(col.TileName(), held)))
	var more []string
	if me == cf.Defender && cf.AttackerCommit >= 0 {
		more = append(more, defenceWords(attTotal, cf.DefenderBase, held, kind, col))
	}
	if st.Options().English {
		if me == cf.Attacker {
			more = append(more, "English variant: you may commit only to go above the defender.")
		} else {
			more = append(more, "English variant: you may commit only exactly enough to tie.")
		}
	}
	return fmt.Sprintf("You %s: commit %ss?", role, col.TileName()), append(lines, more...), append(brief, more...)
}

// defenceWords tells the defender, who commits last, what holding takes (the defender wins
// ties): att is the attacker's total, base the defender's strength on the board, held how many
// tiles of the colour the defender has.
func defenceWords(att, base, held int, kind string, col game.Color) string {
	need := att - base
	switch {
	case need <= 0:
		return "You already hold: committing nothing wins."
	case need <= held:
		return fmt.Sprintf("Commit %d to win: a tie is yours.", need)
	case held == 0:
		return fmt.Sprintf("You have no %s to add: the %s is lost.", col.TileName()+"s", strings.ToLower(kind))
	}
	return fmt.Sprintf("All you hold makes %d against %d: the %s is lost whatever you commit.", base+held, att, strings.ToLower(kind))
}

// mustEvents is the events of an apply that went through, or none.
func mustEvents(ev []game.Event, err error) []game.Event {
	if err != nil {
		return nil
	}
	return ev
}
