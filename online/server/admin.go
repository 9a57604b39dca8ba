package server

import (
	"errors"

	"tigris/online/store"
)

// ErrAlreadyOver is End's answer for a game that had ended.
var ErrAlreadyOver = errors.New("the game is over already")

// End ends game id now, for the operator (an abandoned or abusive game): it is marked over and
// everything hidden is given to its players, as at a game's end (docs/OPERATING.md).
func (s *Server) End(id string) error {
	err := s.useTable(id, func(t *table) {
		if t.over {
			return
		}
		t.finish()
		id = ""
	})
	switch {
	case errors.Is(err, store.ErrNotFound):
		return err
	case err != nil:
		return err
	case id != "":
		return ErrAlreadyOver
	}
	return nil
}
