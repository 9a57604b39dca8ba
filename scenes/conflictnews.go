package scenes

import (
	"fmt"

	"tigris/game"
	"tigris/words"
)

// A conflict between two others (bots, or people at another screen) was decided with only log
// lines and a banner saying who won: nobody saw who had committed what (issue 44, review 3). Its
// banner now opens with each side's commitment, as the official app shows it to every player:
// "Bull commits 2 farms, Pot 0."

// commitWords says what each side of the decided conflict cs committed, the attacker first, from
// the totals won gives and the strengths cs had on the board when it began; "" when cs is not
// known.
func commitWords(cs conflictStage, won game.Event, kind string, name func(int) string) string {
	if !cs.ok {
		return ""
	}
	attTotal, defTotal := int(won.N2), int(won.N)
	if cs.attacker == int(won.Player) {
		attTotal, defTotal = int(won.N), int(won.N2)
	}
	tile := game.Red.TileName() // a revolt's temples (R7.1)
	if kind == "war" {
		tile = cs.color.TileName() // a war's colour (R7.4)
	}
	att, def := max(0, attTotal-cs.attBase), max(0, defTotal-cs.defBase)
	return fmt.Sprintf("%s commits %s, %s %d. ", name(cs.attacker), words.Count(att, tile, ""), name(cs.defender), def)
}
