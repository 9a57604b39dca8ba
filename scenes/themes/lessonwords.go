package themes

// lessonTapWords say the lessons' drags in a finger's words: the lesson said "Drag" where the
// status line by touch says "tap a piece, then its space" (issue 44). Each phrase is a lesson's
// own (lessons.All); TestTheLessonsSayTapByFinger fails when a lesson's drag is left out.
var lessonTapWords = []string{
	"Drag the green market from your hand onto G4", "Tap the green market in your hand, then G4",
	"Drop the blue farm on E3", "Tap the blue farm, then E3",
	"Drag your trader, the green leader in your supply, onto J1", "Tap your trader, the green leader in your supply, then J1",
	"drag your priest (red) onto G6", "tap your priest (red), then G6",
	"Drag a catastrophe from your supply onto the temple at H4", "Tap a catastrophe in your supply, then the temple at H4",
}
