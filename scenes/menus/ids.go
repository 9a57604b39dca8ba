package menus

import (
	"tigris/game"
	"tigris/scenes/ui"
)

// The menus' controls, each declared once: the draw code that makes a control and the update code
// that answers its click name the same variable. The strings are what the -trace lines print,
// which the end-to-end checks read; the board screen names its own (scenes/ids.go), and a name
// both use ("back", "next") is the same id.
var (
	idAdd            = ui.Named("add")
	idAnim           = ui.Named("anim")
	idBack           = ui.Named("back")
	idBag            = ui.Named("bag")
	idBuildings      = ui.Named("buildings")
	idContinue       = ui.Named("continue")
	idContrast       = ui.Named("contrast")
	idDelete         = ui.Named("delete")
	idEnglish        = ui.Named("english")
	idFullscreen     = ui.Named("fullscreen")
	idHighlight      = ui.Named("highlight")
	idLearn          = ui.Named("learn")
	idLoad           = ui.Named("load")
	idMonuments      = ui.Named("monuments")
	idMute           = ui.Named("mute")
	idNew            = ui.Named("new")
	idNewseed        = ui.Named("newseed")
	idNext           = ui.Named("next")
	idOnline         = ui.Named("online")
	idOpenScoring    = ui.Named("open-scoring")
	idPaste          = ui.Named("paste")
	idPickCancel     = ui.Named("pick-cancel")
	idPrev           = ui.Named("prev")
	idQuit           = ui.Named("quit")
	idReplay         = ui.Named("replay")
	idRules          = ui.Named("rules")
	idSeed           = ui.Named("seed")
	idSettings       = ui.Named("settings")
	idStart          = ui.Named("start")
	idStrengths      = ui.Named("strengths")
	idTheme          = ui.Named("theme")
	idVolume         = ui.Named("volume")
	idVolumeDown     = ui.Named("volume-")
	idVolumeUp       = ui.Named("volume+")
	idEndTurnSetting = ui.Named("endturn")
	idPhoneBoard     = ui.Named("phoneboard")
	idWonder         = ui.Named("wonder")

	// the controls of lists, one id an index
	idLesson     = ui.Numbered("lesson")
	idLessonTick = ui.Named("tick")  // the drawn tick of a completed lesson (no control)
	idPick       = ui.Dashed("pick") // who plays a seat
	idSeatName   = ui.Leading("name")
	idSeatRemove = ui.Leading("remove")
	idSeatWho    = ui.Leading("who")
)

// idEmblem names, for each dynasty, the emblems of the seats' choice: "0-archer" is seat 0's
// Archer emblem.
var idEmblem = func() (l [game.NumDynasties]ui.List) {
	for d := range l {
		l[d] = ui.Leading(game.Dynasty(d).String())
	}
	return l
}()
