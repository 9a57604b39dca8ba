package ai

import "tigris/game"

// loneKey names a class of alike moves: a tile of one colour, or a catastrophe, put on an empty
// space whose neighbours are all empty. Such a move touches no region, leader or treasure, scores
// nothing and starts no conflict, so every move of its class leaves the same evaluation (the
// evaluation reads regions only through the leaders in them). An evaluation of each class once
// gives the same choice as an evaluation of every member: a greedy choice keeps the first best.
func loneKey(s *game.State, m game.Move) (key int, ok bool) {
	if m.Kind != game.MoveTile && m.Kind != game.MoveCatastrophe || m.Cell < 0 {
		return 0, false
	}
	if s.Cell(int(m.Cell)).Kind != game.Empty {
		return 0, false
	}
	for _, j := range game.Neighbors(int(m.Cell)) {
		if s.Cell(int(j)).Kind != game.Empty {
			return 0, false
		}
	}
	if m.Kind == game.MoveCatastrophe {
		return game.NumColors, true
	}
	return int(m.Color), true
}

// firstOfAlike reports, as the moves are walked in order, whether m is the first of its class of
// alike moves (seen records the classes met so far); any move in no class is always first.
func firstOfAlike(s *game.State, m game.Move, seen *[game.NumColors + 1]bool) bool {
	k, ok := loneKey(s, m)
	if !ok {
		return true
	}
	if seen[k] {
		return false
	}
	seen[k] = true
	return true
}

// alikeFirsts gives, for each move, the index of the first move of its class of alike moves (its
// own index when it is in no class or the first): a move valued by the evaluation may take the
// value of that first one.
func alikeFirsts(s *game.State, moves []game.Move) []int {
	out := make([]int, len(moves))
	var firsts [game.NumColors + 1]int
	for k := range firsts {
		firsts[k] = -1
	}
	for i, m := range moves {
		out[i] = i
		if k, ok := loneKey(s, m); ok {
			if firsts[k] < 0 {
				firsts[k] = i
			}
			out[i] = firsts[k]
		}
	}
	return out
}
