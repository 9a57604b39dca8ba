package session

// Written are the keys and groups (ending in "/") the game writes in its store: the only ones
// whose interrupted writes the start-up cleans away.
var Written = []string{AutosaveKey, settingsKey, savesGroup}
