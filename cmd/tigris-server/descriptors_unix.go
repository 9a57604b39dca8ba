//go:build unix

package main

import "syscall"

// descriptors raises the soft limit of open files to the hard one (a service's default soft
// limit, often 1024, is far below what it may have) and returns the connections to admit at
// once: the limit less a reserve for the database, the logs and the listeners, so a server
// whose connections fill up still accepts, sheds an idle one and answers.
func descriptors() (conns int, soft, hard uint64) {
	var l syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l) != nil {
		return 0, 0, 0
	}
	if l.Cur < l.Max {
		raised := l
		raised.Cur = l.Max
		if syscall.Setrlimit(syscall.RLIMIT_NOFILE, &raised) == nil {
			l = raised
		}
	}
	return connsFor(l.Cur), l.Cur, l.Max
}
