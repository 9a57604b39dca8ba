package server

import (
	"net/http"

	"tigris/game"
	"tigris/online/protocol"
)

// legal is the decisions seat may make now, in the notation of a move message: computed from the
// seat's own hand and the board, which it knows (no hidden tile changes what is legal).
func (t *table) legal(seat int) *protocol.Legal {
	st := t.rec.State()
	p := st.Pending()
	out := &protocol.Legal{Step: t.step(), PendingBy: p.Player, Moves: []string{}}
	if t.over || st.Over() || p.Player != seat {
		out.PendingBy = -1
		if !t.over && !st.Over() {
			out.PendingBy = p.Player
		}
		return out
	}
	out.Decision = p.Kind.String()
	for _, m := range st.LegalMoves() {
		out.Moves = append(out.Moves, m.String())
	}
	return out
}

// handleMap tells a map's river, starting treasures and gold-cornered spaces.
func (gd *gameDesk) handleMap(w http.ResponseWriter, r *http.Request) {
	id, err := game.MapFromName(r.PathValue("name"))
	if err != nil {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, err.Error())
		return
	}
	m := game.MapOf(id)
	out := protocol.MapInfo{V: protocol.Version, Map: id.String(), River: []string{}, TreasureStart: []string{}, Gold: []string{}}
	for i := 0; i < game.NCells; i++ {
		if m.River[i] {
			out.River = append(out.River, game.SpaceName(i))
		}
		if m.TreasureStart[i] {
			out.TreasureStart = append(out.TreasureStart, game.SpaceName(i))
		}
		if m.SpecialBorder[i] {
			out.Gold = append(out.Gold, game.SpaceName(i))
		}
	}
	reply(w, out)
}
