//go:build js

package remote

// PageCloseWait is zero in the browser: the page's closing handler runs to its end before any
// message of the server can arrive, so waiting would only delay the question to the player.
const PageCloseWait = 0
