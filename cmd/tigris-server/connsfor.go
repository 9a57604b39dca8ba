package main

// connsFor is the connections a process with limit descriptors admits at once: an eighth of them
// (at least 64) are kept for everything else.
func connsFor(limit uint64) int {
	if limit > 1<<30 {
		limit = 1 << 30
	}
	reserve := max(limit/8, 64)
	if limit <= reserve+16 {
		return 16
	}
	return int(limit - reserve)
}
