package session

import "bytes"

// plainText undoes what an editor or a mail on Windows does to a save the game wrote: a UTF-8
// byte-order mark before it and CR LF line ends. The game writes neither, so the checksum is of
// the text without them, and such a save is the player's game, not a damaged file.
func plainText(data []byte) []byte {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	if bytes.Contains(data, []byte("\r\n")) {
		data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	}
	return data
}
