package session

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"tigris/ai"
)

// CanHandSeat reports whether the person on screen may hand his seat to a bot now: a local game
// under way, outside a lesson and a replay, with a person's seat on screen.
func (s *Session) CanHandSeat() bool {
	v := s.Viewer()
	return v >= 0 && s.seats[v].Human && !s.State().Over() && !s.cfg.Watch && s.Tutorial == nil
}

// HandSeatToBot lets a bot of level play the seat on screen for the rest of the game (a person
// who leaves a hot seat, or one who would rather watch the end). A turn waiting at its end is
// ended first, so nothing done is lost; the save records the seat as the bot's. Where other
// people play at this screen, the next of them takes it through the hand-off, so the one who
// leaves never sees their tiles, and the bot's are hidden as any other seat's.
func (s *Session) HandSeatToBot(level ai.Level) error {
	if !s.CanHandSeat() {
		return fmt.Errorf("no seat of yours is on screen to hand over")
	}
	if int(level) < 0 || int(level) >= len(ai.Levels()) {
		return fmt.Errorf("unknown bot level %d", level)
	}
	p := s.Viewer()
	if s.held != nil && s.held.look.Turn() == p {
		if err := s.confirm(); err != nil {
			return err
		}
	}
	others := humans(s.seats) > 1
	seats := append([]Seat(nil), s.seats...) // the caller's config is not changed under it
	// the seat keeps the person's name: the moves made before are his, and the results say
	// from which turn a bot played it (a log that renamed "Anna places…" rewrote the game)
	seats[p] = Seat{Dynasty: seats[p].Dynasty, Level: level, BotFrom: s.rec.Turn(), Name: seats[p].Name}
	s.seats = seats
	b := ai.New(level, rand.Uint64()) // the system's random source, as New's bots
	if s.cfg.BotThink > 0 {
		b.Think = s.cfg.BotThink
	}
	s.bots[p] = b
	was := s.names[p]
	s.names = nameList(seats)
	s.say(fmt.Sprintf("%s hands the seat to %s bot, which plays it from now on.", was, BotNamed(level)))
	s.undo.raise(len(s.rec.Moves())) // the bot's decisions are not the person's to take back
	s.viewer, s.handoff, s.lookFirst, s.lastByViewer = -1, false, false, false
	if !others {
		// nobody else plays at this screen: the person watching is the one who held the seat,
		// and goes on seeing its tiles and points as the bot plays them
		s.viewer = p
	}
	s.relay = others
	s.Moves++
	s.autosave()
	s.settleViewer(s.State(), s.seats, s.cfg.Watch)
	return nil
}

// BotNote is what the results say of a seat a bot took from a person in a game of players seats
// ("seat played by a bot from turn 11"), or "" for a seat played as it began. It counts turns,
// as saves and the Load screen do.
func BotNote(seat Seat, players int) string {
	if seat.BotFrom <= 0 || seat.Human {
		return ""
	}
	return "seat played by a bot from " + TurnWords(seat.BotFrom)
}

// seatsInTurn are the seats as they were in a turn: one a bot took from a person later is the
// person's before the turn it was handed over.
func seatsInTurn(seats []Seat, turn int) []Seat {
	out := append([]Seat(nil), seats...)
	for i, s := range out {
		if s.BotFrom > 0 && turn < s.BotFrom && !s.Human {
			out[i] = Seat{Dynasty: s.Dynasty, Human: true, Name: s.Name}
		}
	}
	return out
}

// BotNamed is "a Medium bot"'s first words: the level with its article ("an Easy").
func BotNamed(level ai.Level) string {
	name := Capitalize(level.String())
	if strings.ContainsRune("AEIOU", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}

// WinnerTitle is the results' heading: who won, with a note when a bot played the winner's seat
// from some turn on ("Archer wins! (seat played by a bot from turn 11)").
func WinnerTitle(name func(int) string, seats []Seat, winners []int) string {
	if len(winners) != 1 {
		return "A shared win!"
	}
	title := name(winners[0]) + " wins!"
	if w := winners[0]; w >= 0 && w < len(seats) {
		if note := BotNote(seats[w], len(seats)); note != "" {
			title += " (" + note + ")"
		}
	}
	return title
}
