package sqlite

// settingsSchema keeps the accounts' settings (store.Settings).
const settingsSchema = `
CREATE TABLE IF NOT EXISTS account_settings (
	account TEXT PRIMARY KEY REFERENCES accounts(id),
	data BLOB NOT NULL
);`
