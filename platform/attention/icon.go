package attention

import "net/url"

// TurnTitle is the tab's title while it is the player's turn.
func TurnTitle(title string) string { return "(Your turn) " + title }

// Icon is the tab's icon, drawn here: the title's ziggurat on clay, and while it is the player's
// turn a gold disc at its corner (an SVG data address: no image file).
func Icon(turn bool) string {
	svg := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#5a3a24"/>` +
		`<rect x="26" y="12" width="12" height="8" fill="#e8b830"/><rect x="19" y="22" width="26" height="8" fill="#d9a066"/>` +
		`<rect x="12" y="32" width="40" height="8" fill="#c48350"/><rect x="6" y="42" width="52" height="8" fill="#a8683c"/>` +
		`<rect x="6" y="53" width="52" height="4" rx="2" fill="#7fb4d4"/>`
	if turn {
		svg += `<circle cx="50" cy="14" r="13" fill="#e8b830" stroke="#2a1f17" stroke-width="3"/>` +
			`<circle cx="50" cy="14" r="5" fill="#b03020"/>`
	}
	return "data:image/svg+xml," + url.PathEscape(svg+`</svg>`)
}
