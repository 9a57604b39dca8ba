package session

// lesson is the lesson of the tutorial a session plays, if any.
type lesson struct {
	// Tutorial, in a lesson, decides which of the learner's moves are taken.
	Tutorial *Tutorial
}

// Lesson is the tutorial deciding which moves are taken, or nil outside a lesson.
func (l *lesson) Lesson() *Tutorial { return l.Tutorial }
