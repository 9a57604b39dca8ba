package session

// Written are the keys and groups (ending in "/") the session writes in its store; with the
// settings' key they are the only ones whose interrupted writes the start-up cleans away.
var Written = []string{AutosaveKey, savesGroup, finishedGroup}
