package menus

import (
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// What each menu shows, for the shell's checks that walk through the screens.

// Controls are the title's controls as last drawn.
func (t *Title) Controls() *ui.Controls { return &t.ctl }

// AskingQuit reports that Esc was pressed once and a second Esc quits.
func (t *Title) AskingQuit() bool { return t.askQuit }

// Controls are the setup's controls as last drawn (the list of players' when it is open).
func (s *Setup) Controls() *ui.Controls { return &s.ctl }

// Seats are the seats as chosen so far.
func (s *Setup) Seats() []session.Seat { return s.seats }

// Choosing is the seat whose player is being picked from the list, or -1.
func (s *Setup) Choosing() int { return s.choosing }

// From is the position the game goes on from, or nil for a new deal.
func (s *Setup) From() *game.State { return s.from }

// Err is what the screen says went wrong, if anything.
func (s *Setup) Err() string { return s.err }

// Controls are the saves' controls as last drawn.
func (s *Saves) Controls() *ui.Controls { return &s.ctl }

// List is the games in progress once listed, each row as far as it has been read (a row not read
// yet has its name and date only).
func (s *Saves) List() (list []session.SaveEntry, read bool) {
	sf := s.shelves[inProgress]
	for i, ref := range sf.refs {
		e := session.SaveEntry{Name: ref.Name, Saved: ref.Saved}
		if r, ok := sf.row(i); ok {
			e = r.entry
		}
		list = append(list, e)
	}
	return list, s.loaded()
}

// Finished is the finished games once listed, each row as far as it has been read.
func (s *Saves) Finished() (list []session.FinishedEntry, read bool) {
	sf := s.shelves[finished]
	for i, ref := range sf.refs {
		e := session.FinishedEntry{Name: ref.Name, Ended: ref.Saved}
		if r, ok := sf.row(i); ok {
			e = r.done
		}
		list = append(list, e)
	}
	return list, s.loaded()
}

// Controls are the settings' controls as last drawn.
func (s *SettingsScene) Controls() *ui.Controls { return &s.ctl }

// Controls are the rules' controls as last drawn.
func (r *Rules) Controls() *ui.Controls { return &r.ctl }

// Page is the page shown and how many there are.
func (r *Rules) Page() (at, of int) { return r.page, len(rulesPages) }

// Controls are the lessons' controls as last drawn.
func (l *LessonList) Controls() *ui.Controls { return &l.ctl }

// SeedHint is what the empty seed field says.
func (s *Setup) SeedHint() string { return s.seed.Hint }
