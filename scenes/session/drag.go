package session

import (
	"fmt"

	"tigris/game"
)

// PieceKind is what a person drags.
type PieceKind int

const (
	HandTile        PieceKind = iota // a tile from the hand
	SupplyLeader                     // a leader from the supply
	BoardLeader                      // a leader already on the board (a move, or a withdrawal off the board)
	CatastropheTile                  // one of the player's catastrophes
)

// Piece is a dragged piece.
type Piece struct {
	Kind  PieceKind
	Color game.Color // tile or leader colour
}

func (p Piece) String() string {
	switch p.Kind {
	case HandTile:
		return "a " + p.Color.TileName()
	case SupplyLeader, BoardLeader:
		return "the " + p.Color.LeaderName()
	}
	return "a catastrophe"
}

// Targets lists the spaces where the piece may be dropped now (lit while dragging).
func (s *Session) Targets(p Piece) []int {
	if !s.HumanToDecide() || s.Pending().Kind != game.DecideAction || s.held != nil {
		return nil
	}
	var out []int
	for _, m := range s.State().LegalMoves() {
		if cell, ok := matches(p, m); ok {
			out = append(out, cell)
		}
	}
	return out
}

func matches(p Piece, m game.Move) (int, bool) {
	switch {
	case p.Kind == HandTile && m.Kind == game.MoveTile && m.Color == p.Color,
		(p.Kind == SupplyLeader || p.Kind == BoardLeader) && m.Kind == game.MoveLeader && m.Color == p.Color,
		p.Kind == CatastropheTile && m.Kind == game.MoveCatastrophe:
		return int(m.Cell), true
	}
	return -1, false
}

// DropMove is the move a drop of the piece on space cell makes (cell -1: off the board).
func DropMove(p Piece, cell int) (game.Move, error) {
	if cell < 0 {
		if p.Kind == BoardLeader {
			return game.WithdrawMove(p.Color), nil
		}
		return game.Move{}, fmt.Errorf("drop %s on a space of the board", p)
	}
	switch p.Kind {
	case HandTile:
		return game.TileMove(p.Color, cell), nil
	case SupplyLeader, BoardLeader:
		return game.LeaderMove(p.Color, cell), nil
	}
	return game.CatastropheMove(cell), nil
}

// Drop makes the move for a drop; a refusal returns the reason in the rules' words and changes
// nothing, so the piece goes back where it came from.
func (s *Session) Drop(p Piece, cell int) error {
	m, err := DropMove(p, cell)
	if err != nil {
		return err
	}
	return s.Try(m)
}
