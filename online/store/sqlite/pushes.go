package sqlite

// pushesSchema keeps the server's Web Push key and the devices to tell (store.Pushes).
const pushesSchema = `
CREATE TABLE IF NOT EXISTS push_key (
	id INTEGER PRIMARY KEY CHECK (id = 1),
	private BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS push_subs (
	endpoint TEXT PRIMARY KEY,
	p256dh TEXT NOT NULL,
	auth TEXT NOT NULL,
	account TEXT NOT NULL,
	events TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS push_subs_by_account ON push_subs (account);
CREATE TABLE IF NOT EXISTS push_tokens (
	endpoint TEXT NOT NULL REFERENCES push_subs(endpoint) ON DELETE CASCADE,
	token BLOB NOT NULL,
	PRIMARY KEY (token, endpoint)
);`
