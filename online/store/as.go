package store

// As finds what a store can do beyond Store (Social, Lobby, Accounts, Ratings…) through the
// wrappers around it (the operator's metrics time every call: online/metrics), which keep only
// Store's own methods and unwrap to the store they wrap, and through the parts a store is made
// of (its accounts, its chat…), which it lists with Parts.
func As[T any](st Store) (T, bool) {
	for st != nil {
		if v, ok := st.(T); ok {
			return v, true
		}
		if ps, ok := st.(interface{ Parts() []any }); ok {
			for _, p := range ps.Parts() {
				if v, ok := p.(T); ok {
					return v, true
				}
			}
		}
		u, ok := st.(interface{ Unwrap() Store })
		if !ok {
			break
		}
		st = u.Unwrap()
	}
	var zero T
	return zero, false
}
