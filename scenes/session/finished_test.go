package session

import (
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/storage"
)

// nearEnd is a dealt game played at random to a few decisions before its end.
func nearEnd(t *testing.T, seed uint64) *game.Record {
	t.Helper()
	rec := finishedDeal(t, seed)
	if err := rec.Truncate(len(rec.Moves()) - 3); err != nil {
		t.Fatal(err)
	}
	return rec
}

// playedOut plays a kept session's game to its end by its bots and waits for its writes.
func playedOut(t *testing.T, mem storage.Store, rec *game.Record) *Session {
	t.Helper()
	s := mustSession(t, Config{Store: mem, Record: rec, Seats: []Seat{{Dynasty: game.Archer, Name: "Anna", Human: false, Level: ai.Random}, {Dynasty: game.Bull, Level: ai.Random}}})
	poll.Until(t, time.Minute, "the game's end", func() bool { s.Poll(time.Now().Add(time.Hour)); return s.State().Over() })
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	return s
}

// A game played to its end is kept among the finished games once, under the name of what was
// played; opened again when finished, it is not kept a second time; its line names every player
// with their place and score, the map and the turns, and it loads for a replay.
func TestAFinishedGameIsKept(t *testing.T) {
	mem := storage.NewMemory()
	s := playedOut(t, mem, nearEnd(t, 21))
	names, _ := mem.List(finishedGroup)
	if len(names) != 1 || names[0] != s.FinishedAs() || s.KeepErr() != nil {
		t.Fatalf("finished games kept: %v (the session says %q, %v)", names, s.FinishedAs(), s.KeepErr())
	}
	kept, _ := mem.Get(finishedGroup + names[0])

	again := mustSession(t, Config{Store: mem, Record: s.Record(), Seats: s.Seats()})
	again.Flush()
	if now, _ := mem.List(finishedGroup); len(now) != 1 {
		t.Fatalf("a finished game opened again is kept again: %v", now)
	}
	if now, _ := mem.Get(finishedGroup + names[0]); string(now) != string(kept) {
		t.Fatal("a finished game opened again rewrote its record (its date with it)")
	}

	e, end := DescribeFinished(mem, names[0])
	if e.Err != nil || end == nil || !end.Over() {
		t.Fatalf("the finished game reads as %+v", e)
	}
	order, place := game.Ranking(s.State())
	if len(e.Players) != 2 || e.Players[0].Seat != order[0] || e.Players[0].Place != place[order[0]] ||
		e.Players[0].Score != game.FinalScore(s.State().Player(order[0]))[0] {
		t.Fatalf("players %+v, the ranking %v %v", e.Players, order, place)
	}
	if e.Map != "Standard map" || e.Turns != EndTurn(s.Record()) || e.Ended.IsZero() || !strings.Contains(e.Winner(), "win") {
		t.Fatalf("the line says %+v, winner %q", e, e.Winner())
	}
	cfg, err := LoadFinished(mem, names[0])
	if err != nil || !cfg.Record.State().Equal(s.State()) || cfg.Seats[0].Level != ai.Random {
		t.Fatalf("loaded for a replay: %v", err)
	}
}

// The finished games are listed the newest end first; a damaged record is listed with the others
// and its line says why it cannot be read; each can be deleted.
func TestFinishedGamesListNewestFirst(t *testing.T) {
	mem := storage.NewMemory()
	var want []string
	for i, seed := range []uint64{3, 4, 5} {
		rec := finishedDeal(t, seed)
		when := time.Date(2026, 5, 1+i, 12, 0, 0, 0, time.UTC)
		name := finishedName(rec)
		mem.Put(finishedGroup+name, rec.MarshalInfo(game.SaveInfo{Saved: when, Seats: []string{"human", "expert"}}))
		want = append([]string{name}, want...)
	}
	mem.Put(finishedGroup+"torn", []byte("tigris-save 2\nthis is not a game"))
	refs, err := ListFinishedRefs(mem)
	if err != nil || len(refs) != 4 {
		t.Fatalf("listed %v, %v", refs, err)
	}
	for i, name := range want {
		if refs[i].Name != name {
			t.Fatalf("row %d is %s, want %s (the newest end first)", i, refs[i].Name, name)
		}
	}
	if refs[3].Name != "torn" {
		t.Fatalf("the damaged record is listed as %v", refs)
	}
	if e, end := DescribeFinished(mem, "torn"); e.Err == nil || end != nil {
		t.Fatal("a damaged record reads as a game")
	}
	if e, _ := DescribeFinished(mem, want[0]); e.Err != nil || e.Players[0].Who == "" {
		t.Fatalf("a good record: %+v", e)
	}
	if err := DeleteFinished(mem, "torn"); err != nil {
		t.Fatal(err)
	}
	if refs, _ := ListFinishedRefs(mem); len(refs) != 3 {
		t.Fatalf("after deleting the damaged record %d are listed", len(refs))
	}
}

// A finished game in the autosave that is not among the finished games (one that ended before
// they were kept) is listed with them; deleted from the list, it stays deleted.
func TestTheFinishedAutosaveIsListed(t *testing.T) {
	mem := storage.NewMemory()
	rec := finishedDeal(t, 8)
	mem.Put(AutosaveKey, rec.MarshalInfo(game.SaveInfo{Saved: time.Now()}))
	refs, err := ListFinishedRefs(mem)
	if err != nil || len(refs) != 1 || refs[0].Name != finishedName(rec) {
		t.Fatalf("listed %v, %v", refs, err)
	}
	if err := DeleteFinished(mem, refs[0].Name); err != nil {
		t.Fatal(err)
	}
	if refs, _ := ListFinishedRefs(mem); len(refs) != 0 {
		t.Fatalf("a deleted finished game came back: %v", refs)
	}
	unfinished := nearEnd(t, 9)
	mem.Put(AutosaveKey, unfinished.MarshalInfo(game.SaveInfo{Saved: time.Now()}))
	if refs, _ := ListFinishedRefs(mem); len(refs) != 0 {
		t.Fatalf("an unfinished game is listed among the finished: %v", refs)
	}
	DeleteFinished(mem, finishedName(unfinished))
	if _, err := mem.Get(AutosaveKey); err != nil {
		t.Fatal("deleting a finished game removed the unfinished game behind Continue")
	}
}
