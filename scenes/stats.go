package scenes

import (
	"time"

	airev "tigris/ai/review"
	"tigris/scenes/session"
)

// The statistics of games against bots, kept in the settings and shown on the title screen: the
// board screen counts a game there when it ends, and its review when it is made. Each returns
// why the settings could not be kept ("" when they were).

// countResult adds the finished game of r, if against bots, to the statistics.
func countResult(h boardHost, r Reader) string {
	if h.shell == nil {
		return ""
	}
	o, ok := r.(outcomer)
	if !ok {
		return ""
	}
	level, players, won, ok := o.Outcome()
	if !ok {
		return ""
	}
	s := h.Prefs.Settings()
	s.Count(level, players, won)
	// the strength the Expert played at here is kept with it, for the next game's setup
	s.ExpertReach, s.ExpertAtCap = h.Reach.Shares()
	return h.Prefs.SaveSettings()
}

// countReview adds the person's loss to the statistics when he alone played against bots (the
// title's trend is one person's: a hot seat's players share the device).
func countReview(h boardHost, seats []session.Seat, r *airev.Review) string {
	person := -1
	for i, s := range seats {
		if s.Human {
			if person >= 0 {
				return ""
			}
			person = i
		}
	}
	if person < 0 || person >= len(r.Seats) || r.Seats[person].Decisions == 0 {
		return ""
	}
	h.Prefs.Settings().CountReview(time.Now(), r.Seats[person].Loss, r.Seats[person].Decisions)
	return h.Prefs.SaveSettings()
}
