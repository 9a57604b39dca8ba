package sqlite

// socialSchema holds the chat and the watch links (store.Social).
const socialSchema = `
CREATE TABLE IF NOT EXISTS chat (
	game TEXT NOT NULL REFERENCES games(id),
	seat INTEGER NOT NULL,
	name TEXT NOT NULL,
	text TEXT NOT NULL,
	at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_by_game ON chat (game);
CREATE TABLE IF NOT EXISTS chat_mutes (
	game TEXT NOT NULL REFERENCES games(id),
	seat INTEGER NOT NULL,
	other INTEGER NOT NULL,
	PRIMARY KEY (game, seat, other)
);
CREATE TABLE IF NOT EXISTS watch_links (
	key_hash BLOB PRIMARY KEY,
	game TEXT NOT NULL REFERENCES games(id),
	behind INTEGER NOT NULL
);`
