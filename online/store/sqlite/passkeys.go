package sqlite

// passkeysSchema keeps the accounts' passkeys (store.Passkeys).
const passkeysSchema = `
CREATE TABLE IF NOT EXISTS passkeys (
	id BLOB PRIMARY KEY,
	account TEXT NOT NULL REFERENCES accounts(id),
	data BLOB NOT NULL
);`
