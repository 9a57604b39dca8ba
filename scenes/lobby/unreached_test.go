package lobby

import (
	"net"
	"testing"

	"tigris/online/server/servertest"
	"tigris/storage"
)

// closedBase is the address of a loopback port nothing listens on any more.
func closedBase(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + ln.Addr().String()
	if err := ln.Close(); err != nil {
		t.Fatal(err)
	}
	return base
}

// A device with no games kept still asks the server, so a server that is not there is told from
// one with no games yet (review 3: "None on this server yet" of an address where nothing ran);
// a running server with no games of this device is reached, with nothing listed.
func TestRefreshTellsAnUnreachableServer(t *testing.T) {
	l := New(storage.NewMemory())
	gone := closedBase(t)
	l.Refresh(gone)
	answered(t, l)
	if l.Unreached != gone || len(l.Mine) != 0 {
		t.Fatalf("a closed port: unreached %q, listed %d", l.Unreached, len(l.Mine))
	}
	base := servertest.Start(t)
	l.Refresh(base)
	answered(t, l)
	if l.Unreached != "" || l.MineFor != base || l.Err != "" {
		t.Fatalf("a running server with no games here: unreached %q, for %q, err %q", l.Unreached, l.MineFor, l.Err)
	}
}
