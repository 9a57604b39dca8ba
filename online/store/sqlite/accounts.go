package sqlite

// accountsSchema keeps accounts, their credentials and seats (store.Accounts).
const accountsSchema = `
CREATE TABLE IF NOT EXISTS accounts (
	id TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	skeleton TEXT NOT NULL UNIQUE,
	pass_hash TEXT NOT NULL,
	recovery_hash BLOB NOT NULL,
	created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS credentials (
	id TEXT PRIMARY KEY,
	hash BLOB NOT NULL UNIQUE,
	account TEXT NOT NULL REFERENCES accounts(id),
	kind TEXT NOT NULL,
	label TEXT NOT NULL,
	created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS account_seats (
	account TEXT NOT NULL REFERENCES accounts(id),
	game TEXT NOT NULL REFERENCES games(id),
	seat INTEGER NOT NULL,
	PRIMARY KEY (game, seat)
);
CREATE INDEX IF NOT EXISTS account_seats_by_account ON account_seats (account);`
