package store

// Here is a store kept in files that can say whether they are still where it opened them
// (online/store/sqlite): a data folder deleted under a running server must stop it taking
// decisions, not let it write on into files that are gone.
type Here interface {
	// Here is nil while the store's files are where they were opened, else why not.
	Here() error
}
