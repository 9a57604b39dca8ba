package themes

import (
	"image/color"

	"tigris/engine"
	"tigris/scenes/ui"
)

// contrasted are the high-contrast themes (the setting "High-contrast colours"), one for each
// theme For and KeepingNames hand out, made once: the setting changed only the pieces' colours a
// little, and a player who needs it thought it broken (issue 44, a new player's review).
var contrasted = func() map[*ui.Theme]*ui.Theme {
	out := map[*ui.Theme]*ui.Theme{}
	add := func(th *ui.Theme) {
		hc := &ui.Theme{Look: HighContrast(th.Look), Words: th.Words}
		out[th] = hc
	}
	add(&Ancient)
	add(&Space)
	for i := range touchThemes {
		add(&touchThemes[i])
	}
	for i := range keptNames {
		add(&keptNames[i][0])
		add(&keptNames[i][1])
	}
	return out
}()

// Contrasted is th in high contrast when on is set (th itself when off, or for a theme not made
// here).
func Contrasted(th *ui.Theme, on bool) *ui.Theme {
	if !on {
		return th
	}
	if hc, ok := contrasted[th]; ok {
		return hc
	}
	return th
}

// HighContrast is a look with its grounds darker, its words white or nearly, its edges and accent
// brighter: every text clears 7:1 against the panels it stands on (WCAG's AAA), the dim words
// included, which stood at about 5:1.
func HighContrast(l ui.Look) ui.Look {
	black, white := engine.RGB(0, 0, 0), engine.RGB(255, 255, 255)
	dark := func(c color.RGBA, k float64) color.RGBA { return ui.Mix(c, black, k) }
	l.Background = dark(l.Background, 0.6)
	l.Panel = dark(l.Panel, 0.55)
	l.Well = dark(l.Well, 0.6)
	l.Log = dark(l.Log, 0.6)
	l.Box = dark(l.Box, 0.55)
	l.Row = dark(l.Row, 0.4)
	l.Current = dark(l.Current, 0.25)
	l.Frame = black
	l.Text = white
	l.Dim = ui.Mix(l.Dim, white, 0.6)
	l.Button = dark(l.Button, 0.35)
	l.ButtonHot = dark(l.ButtonHot, 0.2)
	l.ButtonOff = dark(l.ButtonOff, 0.45)
	l.Accent = ui.Mix(l.Accent, white, 0.25)
	l.Contrast = true
	return l
}
