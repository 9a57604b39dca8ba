package scenes

import "tigris/scenes/ui"

// The controls of the screens, each declared once: the draw code that makes a control and the
// update code that answers its click name the same variable. The strings are what the -trace
// lines print, which the end-to-end checks read.
var (
	idAdd           = ui.Named("add")
	idBack          = ui.Named("back")
	idCancel        = ui.Named("cancel")
	idCancelSwap    = ui.Named("cancel-swap")
	idClose         = ui.Named("close")
	idCopy          = ui.Named("copy")
	idCopyGame      = ui.Named("copy-game")
	idCopyLink      = ui.Named("copy-link")
	idCopyPosition  = ui.Named("copy-position")
	idEnd           = ui.Named("end")
	idHere          = ui.Named("here")
	idHint          = ui.Named("hint")
	idLast          = ui.Named("last") // the replay's end: not "end", which carries End turn's check mark
	idLessonNext    = ui.Named("lesson-next")
	idLessonRestart = ui.Named("lesson-restart")
	idLessons       = ui.Named("lessons")
	idLoad          = ui.Named("load")
	idLook          = ui.Named("look")
	idMenu          = ui.Named("menu")
	idName          = ui.Named("name")
	idNext          = ui.Named("next")
	idOthers        = ui.Named("others")
	idPlay          = ui.Named("play")
	idPrev          = ui.Named("prev")
	idReady         = ui.Named("ready")
	idReplay        = ui.Named("replay")
	idResults       = ui.Named("results")
	idResume        = ui.Named("resume")
	idRules         = ui.Named("rules")
	idSave          = ui.Named("save")
	idSaveNow       = ui.Named("save-now")
	idSettings      = ui.Named("settings")
	idShare         = ui.Named("share")
	idStart         = ui.Named("start")
	idSwap          = ui.Named("swap")
	idTitle         = ui.Named("title")
	idNewGame       = ui.Named("new-game")   // the in-game menu's New game (playagain.go)
	idPlayAgain     = ui.Named("play-again") // the results' Play again (playagain.go)
	idTurnNext      = ui.Named("turn+")
	idTurnPrev      = ui.Named("turn-")
	idUndo          = ui.Named("undo")
	// online play
	idServer     = ui.Named("server")
	idCode       = ui.Named("code")
	idJoin       = ui.Named("join")
	idCreate     = ui.Named("create")
	idRefresh    = ui.Named("refresh")
	idResign     = ui.Named("resign")
	idToBot      = ui.Named("to-bot")
	idRematch    = ui.Named("rematch")
	idTurnTime   = ui.Named("turn-time")   // a new online game's time per turn
	idTimeoutBot = ui.Named("timeout-bot") // the bot that plays a turn whose time ran out
	idOnlineMap  = ui.Dashed("online-map") // a new online game's map: online-map-0 the standard, -1 the advanced

	// the controls of lists, one id an index
	idOption     = ui.Numbered("option") // a dialog's choices
	idSeatWho    = ui.Leading("who")
	idSeatRemove = ui.Leading("remove")
	idOpenGame   = ui.Numbered("open")          // an online game of this device
	idRemoveGame = ui.Numbered("forget")        // taking an online game off this device's list
	idOnlineOpt  = ui.Numbered("online-option") // a new online game's options, as lobby.OptionWords
)

// The board screen's turn end and hand-off.
var (
	idAskYes = ui.Named("ask-yes")
	idAskNo  = ui.Named("ask-no")
	idPassOn = ui.Named("pass-on")
	// idSeenConflict closes the card of a conflict the person fought (conflictcard.go)
	idSeenConflict = ui.Named("seen-conflict")
)
