package client

import (
	"time"

	"tigris/game"
	"tigris/online/protocol"
)

// Game follows one seat's game from the server's messages: what the seat sees now, and every
// decision it was told of (the log a screen writes and animates).
type Game struct {
	ID, Code string
	Seat     int
	Seats    []protocol.Seat
	Step     int        // decisions made so far
	View     *game.View // this seat's view now
	CanUndo  bool
	Updates  []*protocol.Update // every decision seen, in step order (taken back ones removed)
	Over     *protocol.Over
	Rematch  *protocol.Rematched // the rematch, once somebody asked for it
	Chat     []*protocol.Chat    // the chat's lines heard, oldest first (text: never show it as markup)
	Muted    []int               // the seats this seat does not hear
	Legal    *protocol.Legal     // the decisions the seat may make, as last asked (AskLegal)
}

// Apply takes a message into the game. It returns the refusal an Error message carries.
func (g *Game) Apply(m protocol.Message) error {
	switch m := m.(type) {
	case *protocol.Welcome:
		g.ID, g.Code, g.Seat, g.Seats = m.Game, m.Code, m.Seat, m.Seats
		g.Step, g.View, g.CanUndo = m.Step, m.View, m.CanUndo
		g.trim(m.Step)
		g.Chat = nil // the chat's history follows every welcome
	case *protocol.Update:
		g.trim(m.Step)
		g.Updates = append(g.Updates, m)
		if m.View != nil {
			g.Step, g.View, g.CanUndo = m.Step+1, m.View, m.CanUndo
		}
	case *protocol.Undone:
		g.trim(m.Step)
		g.Step, g.View, g.CanUndo = m.Step, m.View, m.CanUndo
	case *protocol.Seats:
		g.Seats = m.Seats
		if m.Code != "" { // a new invitation
			g.Code = m.Code
		}
	case *protocol.Over:
		g.Over = m
		g.Step = m.Step
		if m.Rematch != "" && g.Rematch == nil {
			g.Rematch = &protocol.Rematched{Game: m.Rematch}
		}
	case *protocol.Rematched:
		g.Rematch = m
	case *protocol.Chat:
		g.Chat = append(g.Chat, m)
	case *protocol.Muted:
		g.Muted = m.Seats
	case *protocol.Legal:
		g.Legal = m
	case *protocol.Error:
		return &Refused{Code: m.Code, Message: m.Message, RetryAfter: time.Duration(m.RetryAfter) * time.Second}
	}
	return nil
}

// trim forgets the decisions from step on (taken back, or about to be received again).
func (g *Game) trim(step int) {
	for len(g.Updates) > 0 && g.Updates[len(g.Updates)-1].Step >= step {
		g.Updates = g.Updates[:len(g.Updates)-1]
	}
}

// MyDecision reports whether the seat owes the pending decision now.
func (g *Game) MyDecision() bool {
	return g.Over == nil && g.View != nil && !g.View.Over() && g.View.Pending().Player == g.Seat
}
