package postgres

// Quiet stops the announcements by NOTIFY: every transaction that notifies takes one lock for
// the whole database at its commit, so the changes travel by the pub/sub instead (online/relay),
// and this store's Watch must not be used (nothing would be heard).
func (d *DB) Quiet() { d.quiet = true }

// Origin is this store's name among the servers sharing the database.
func (d *DB) Origin() string { return d.origin }
