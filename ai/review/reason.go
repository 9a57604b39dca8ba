package review

import (
	"fmt"
	"slices"
	"strings"

	"tigris/ai"
	"tigris/game"
)

// Reason says in a sentence, in the rules' words, why best was better than played: what each
// did at once (points scored, conflicts won or lost, treasures, monuments, leaders lost), both
// played on one deal of the hidden tiles the seat could not see, with what follows by the bots'
// rules until the next action. When both did the same at once the difference lies in the turns
// after, and the sentence says so with the search's figure.
func Reason(v *game.View, played, best game.Move, loss float64, seed uint64, names []string) string {
	name := func(p int) string {
		if p < len(names) && names[p] != "" {
			return names[p]
		}
		d := v.Players[p].Dynasty.String()
		return strings.ToUpper(d[:1]) + d[1:]
	}
	evBest, evPlayed := ai.Consequences(v, best, seed), ai.Consequences(v, played, seed)
	b, p := outcome(evBest, v.Me, name), outcome(evPlayed, v.Me, name)
	bw, pw := MoveWords(best), MoveWords(played)
	if slices.Equal(b, p) {
		return sameAtOnce(b, bw, pw, loss)
	}
	said := fmt.Sprintf("%s %s, where %s %s", capital(bw), conditional(b), pw, past(p))
	bestPts, playedPts := mine(evBest, v.Me), mine(evPlayed, v.Me)
	if sum(bestPts) > sum(playedPts) {
		return said + "."
	}
	// The better move scored no more at once: its worth lies in the turns after, and the played
	// move's points often went where they did not count (R10.2: a score is its weakest colour).
	return fmt.Sprintf("%s; over the turns that follow %s is worth %.1f points more.%s",
		said, bw, loss, weakestNote(v.Score, playedPts))
}

// sameAtOnce is the sentence for two moves that did the same at once (outcome's parts): what the
// seat does either way, then where the better move's worth lies. "Both have scored 1 red point,
// won the revolt of the traders at once" read as garbled (review 5).
func sameAtOnce(did []string, bw, pw string, loss float64) string {
	if len(did) == 0 {
		return fmt.Sprintf("Neither scores at once; over the turns that follow %s is worth %.1f points more than %s.",
			bw, loss, pw)
	}
	return fmt.Sprintf("Either way you %s at once; over the turns that follow %s is worth %.1f points more than %s.",
		said(did, presentVerb), bw, loss, pw)
}

// mine is what a seat scored by colour in events.
func mine(ev []game.Event, me int) [game.NumColors]int {
	var by [game.NumColors]int
	for _, e := range ev {
		if e.Kind == game.EvScored && int(e.Player) == me {
			by[e.Color] += int(e.N)
		}
	}
	return by
}

func sum(by [game.NumColors]int) int {
	n := 0
	for _, x := range by {
		n += x
	}
	return n
}

// weakestNote says, when a move scored only in colours above the seat's weakest, which colour
// was weakest: the one that counts at the end (R10.2). Empty otherwise.
func weakestNote(score [game.NumColors]int16, scored [game.NumColors]int) string {
	low := score[0]
	for _, s := range score {
		low = min(low, s)
	}
	var weakest []string
	for c, s := range score {
		if s == low {
			if scored[c] > 0 {
				return ""
			}
			weakest = append(weakest, game.Color(c).String())
		}
	}
	if sum(scored) == 0 {
		return ""
	}
	if len(weakest) == 1 {
		return fmt.Sprintf(" Those points went above your weakest colour, %s (%s), the one that counts at the end.",
			weakest[0], plural(int(low), "point"))
	}
	return fmt.Sprintf(" Those points went above your weakest colours, %s (%s each), the ones that count at the end.",
		andList(weakest), plural(int(low), "point"))
}

// andList joins two or more words as "red, blue and green".
func andList(w []string) string {
	return strings.Join(w[:len(w)-1], ", ") + " and " + w[len(w)-1]
}

// conditional turns "scored 2 points" into "would have scored 2 points".
func conditional(parts []string) string {
	if len(parts) == 0 {
		return "would have scored nothing at once"
	}
	return "would have " + said(parts, nil)
}

// past turns outcome's participles into the simple past: "taken the treasure" into "took the
// treasure".
func past(parts []string) string {
	if len(parts) == 0 {
		return "scored nothing at once"
	}
	return said(parts, map[string]string{"taken": "took", "given": "gave"})
}

// presentVerb turns outcome's participles into the present said to the seat: "won the revolt"
// into "win the revolt".
var presentVerb = map[string]string{"scored": "score", "won": "win", "lost": "lose", "taken": "take", "built": "build", "given": "give"}

// said joins outcome's parts as a sentence says them ("scored 1 red point and won the revolt",
// not a list of commas), each part's first word, its verb, put in the form verbs gives (nil:
// as it is).
func said(parts []string, verbs map[string]string) string {
	out := make([]string, len(parts))
	for i, part := range parts {
		verb, rest, _ := strings.Cut(part, " ")
		if v, ok := verbs[verb]; ok {
			verb = v
		}
		out[i] = verb + " " + rest
	}
	if len(out) == 1 {
		return out[0]
	}
	return andList(out)
}

// outcome says what a seat's move did at once, from its events: each thing it did a part that
// begins with its verb in the participle ("scored 2 points", "won the revolt of the priests"),
// none for a move that changed no points, conflict, treasure or monument.
func outcome(ev []game.Event, me int, name func(int) string) []string {
	var mine [game.NumColors]int
	others := map[int]int{}
	var parts []string
	war := false
	for _, e := range ev {
		switch e.Kind {
		case game.EvScored:
			if int(e.Player) == me {
				mine[e.Color] += int(e.N)
			} else {
				others[int(e.Player)] += int(e.N)
			}
		case game.EvRevolt, game.EvWar:
			war = e.Kind == game.EvWar
		case game.EvConflictWon:
			if int(e.Player) == me {
				parts = append(parts, "won the "+conflictName(war, e.Color))
			} else if int(e.Other) == me {
				parts = append(parts, "lost the "+conflictName(war, e.Color)+" to "+name(int(e.Player)))
			}
		case game.EvTreasure:
			if int(e.Player) == me {
				parts = append(parts, "taken the treasure at "+game.SpaceName(int(e.Cell)))
			}
		case game.EvMonument:
			if int(e.Player) == me {
				parts = append(parts, "built monument "+e.Monument.String()+" at "+game.SpaceName(int(e.Cell)))
			}
		case game.EvLeaderReturned:
			if int(e.Player) == me {
				parts = append(parts, "lost the "+e.Color.LeaderName()+" at "+game.SpaceName(int(e.Cell)))
			}
		}
	}
	if pts := points(mine); pts != "" {
		parts = append([]string{"scored " + pts}, parts...)
	}
	for p := 0; p < 4; p++ {
		if n := others[p]; n > 0 {
			parts = append(parts, fmt.Sprintf("given %s %s", name(p), plural(n, "point")))
		}
	}
	return parts
}

// points writes a seat's points by colour: "2 points (1 red, 1 blue)".
func points(by [game.NumColors]int) string {
	total := 0
	var cs []string
	for c, n := range by {
		if n > 0 {
			total += n
			cs = append(cs, fmt.Sprintf("%d %s", n, game.Color(c)))
		}
	}
	if total == 0 {
		return ""
	}
	if len(cs) == 1 {
		return cs[0] + " " + map[bool]string{true: "point", false: "points"}[total == 1]
	}
	return fmt.Sprintf("%s (%s)", plural(total, "point"), strings.Join(cs, ", "))
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// conflictName is "revolt of the priests" or "war of the traders".
func conflictName(war bool, c game.Color) string {
	if war {
		return "war of the " + c.LeaderName() + "s"
	}
	return "revolt of the " + c.LeaderName() + "s"
}

// MoveWords says a move as a player would: "the market at G4", "the king to F5", "passing".
func MoveWords(m game.Move) string {
	switch m.Kind {
	case game.MoveTile:
		return fmt.Sprintf("the %s at %s", m.Color.TileName(), game.SpaceName(int(m.Cell)))
	case game.MoveLeader:
		return fmt.Sprintf("the %s to %s", m.Color.LeaderName(), game.SpaceName(int(m.Cell)))
	case game.MoveWithdraw:
		return "withdrawing the " + m.Color.LeaderName()
	case game.MoveCatastrophe:
		return "the catastrophe at " + game.SpaceName(int(m.Cell))
	case game.MoveSwap:
		return "swapping " + tileCounts(m.Tiles) // R8.2's tiles by their names, not the notation's letters
	case game.MovePass:
		return "passing"
	case game.MoveCommit:
		return fmt.Sprintf("committing %d", m.N)
	case game.MoveWar:
		return "the war of the " + m.Color.LeaderName() + "s first"
	case game.MoveTreasure:
		return "the treasure at " + game.SpaceName(int(m.Cell))
	}
	return m.String()
}

// tileCounts names tiles by colour: "1 temple, 4 farms and 1 settlement".
func tileCounts(t [game.NumColors]int8) string {
	var parts []string
	for c, n := range t {
		if n > 0 {
			parts = append(parts, plural(int(n), game.Color(c).TileName()))
		}
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return andList(parts)
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
