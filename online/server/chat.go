package server

import (
	"context"
	"sort"
	"time"

	"tigris/online/chat"
	"tigris/online/protocol"
	"tigris/online/store"
)

// tableTalk is a game's chat: the pace of each seat's lines, whom each seat mutes (kept in the
// store), and how far the chat was told. Its table drives it, under the table's lock, handing it
// the connections that hear; it reaches nothing of the table. Its maps are made when the chat is
// first needed, so a game nobody talks in costs nothing.
type tableTalk struct {
	common
	id    string
	heard bool                 // the mutes were read: somebody here heard the chat
	paces map[int]*chat.Pace   // per seat
	mutes map[int]map[int]bool // per seat, the seats it does not hear
	// told is when each seat's player, away, was last told of the chat (notify.go)
	told map[int]time.Time
	// seen is the last line (store.ChatLine.N) this server told: lines after it came by way of
	// another server sharing the store, and are told when it announces them
	seen int64
}

// hear makes the chat's state, reading whom each seat mutes from the store, once.
func (room *tableTalk) hear() {
	if room.heard {
		return
	}
	room.heard = true
	room.paces, room.mutes, room.told = map[int]*chat.Pace{}, map[int]map[int]bool{}, map[int]time.Time{}
	so, ok := store.As[store.Social](room.store)
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	ms, err := so.Mutes(ctx, room.id)
	if err != nil {
		room.log.Warn("reading the chat's mutes", "game", room.id, "err", err)
		return
	}
	for seat, others := range ms {
		room.mutes[seat] = map[int]bool{}
		for _, o := range others {
			room.mutes[seat][o] = true
		}
	}
}

// muted reports whether seat does not hear other.
func (room *tableTalk) muted(seat, other int) bool {
	room.hear()
	return room.mutes[seat][other]
}

// seatName is how a seat is named to others: its player's name, or its dynasty.
func (t *table) seatName(seat int) string {
	if n := t.seats[seat].Name; n != "" {
		return n
	}
	return t.rec.Start().Player(seat).Dynasty.String()
}

// say keeps a line of seat's chat (seat named name) with the game and tells every seat that
// hears it (conns, per seat) and every spectator; it returns the line kept.
func (room *tableTalk) say(seat int, name, text string, conns []map[*conn]bool, watchers map[*watcher]bool) (store.ChatLine, error) {
	so, ok := store.As[store.Social](room.store)
	if !ok {
		return store.ChatLine{}, refuse(protocol.ErrBadMessage, "this server keeps no chat")
	}
	text, err := chat.Clean(text)
	if err != nil {
		return store.ChatLine{}, refuse(protocol.ErrBadMessage, "%v", err)
	}
	room.hear()
	p := room.paces[seat]
	if p == nil {
		p = &chat.Pace{}
		room.paces[seat] = p
	}
	now := room.clock.Now()
	if ok, wait := p.Allow(now); !ok {
		return store.ChatLine{}, refuse(protocol.ErrRate, "you are chatting fast: wait %d seconds", int(wait.Seconds())+1)
	}
	line := store.ChatLine{Seat: seat, Name: name, Text: text, At: now.UTC()}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	n, err := so.AddChat(ctx, room.id, line)
	if err != nil {
		room.log.Warn("keeping a chat line", "game", room.id, "err", err)
		return store.ChatLine{}, refuse(protocol.ErrInternal, "the line could not be kept; try again")
	}
	room.seen = max(room.seen, n)
	room.tellLine(line, conns, watchers)
	return line, nil
}

// tellLine sends a chat line to every seat that hears its seat, and every spectator.
func (room *tableTalk) tellLine(line store.ChatLine, conns []map[*conn]bool, watchers map[*watcher]bool) {
	m := chatMessage(line, false)
	for s, cs := range conns {
		if room.mutes[s][line.Seat] {
			continue
		}
		for c := range cs {
			c.send(m)
		}
	}
	for w := range watchers {
		w.c.send(m)
	}
}

// catchUp tells the lines another server sharing the store kept since this one last told one
// (its table reads the game again when the other announces a change).
func (room *tableTalk) catchUp(conns []map[*conn]bool, watchers map[*watcher]bool) {
	so, ok := store.As[store.Social](room.store)
	if _, shared := room.store.(store.Shared); !ok || !shared || !room.heard {
		return // nobody here has heard the chat yet: a connection opening reads its history
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	lines, err := so.Chat(ctx, room.id, chat.History)
	if err != nil {
		room.log.Warn("reading the chat", "game", room.id, "err", err)
		return
	}
	for _, l := range lines {
		if l.N > room.seen {
			room.seen = l.N
			room.tellLine(l, conns, watchers)
		}
	}
}

func chatMessage(l store.ChatLine, earlier bool) *protocol.Chat {
	return &protocol.Chat{Seat: l.Seat, Name: l.Name, Text: l.Text, At: l.At, Earlier: earlier}
}

// mute stops (or starts again) other's lines reaching seat, of a game of seats seats, and tells
// seat's connections (conns).
func (room *tableTalk) mute(seat, other int, on bool, seats int, conns map[*conn]bool) error {
	if other >= seats {
		return refuse(protocol.ErrBadMessage, "this game has no seat %d", other)
	}
	if other == seat {
		return refuse(protocol.ErrBadMessage, "you cannot mute yourself")
	}
	if st, ok := store.As[store.Social](room.store); ok {
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		defer cancel()
		if err := st.SetMute(ctx, room.id, seat, other, on); err != nil {
			room.log.Warn("a mute", "game", room.id, "err", err)
			return refuse(protocol.ErrInternal, "the mute could not be kept; try again")
		}
	}
	room.hear()
	if room.mutes[seat] == nil {
		room.mutes[seat] = map[int]bool{}
	}
	if on {
		room.mutes[seat][other] = true
	} else {
		delete(room.mutes[seat], other)
	}
	m := room.mutedMessage(seat)
	for c := range conns {
		c.send(m)
	}
	return nil
}

func (room *tableTalk) mutedMessage(seat int) *protocol.Muted {
	room.hear()
	m := &protocol.Muted{Seats: []int{}}
	for s := range room.mutes[seat] {
		m.Seats = append(m.Seats, s)
	}
	sort.Ints(m.Seats)
	return m
}

// chatHistory sends a connection opening the chat's last lines (those its seat hears; seat -1
// for a spectator) and, to a seat that muted somebody, whom.
func (room *tableTalk) chatHistory(c *conn, seat int) {
	so, ok := store.As[store.Social](room.store)
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	lines, err := so.Chat(ctx, room.id, chat.History)
	if err != nil {
		// the game goes on without its history; the next connection reads it again
		room.log.Warn("reading the chat", "game", room.id, "err", err)
		c.send(&protocol.Error{Code: protocol.ErrInternal, Message: "the chat's earlier lines could not be read now: they come back on your next connection", Step: -1})
		return
	}
	room.hear()
	for _, l := range lines {
		room.seen = max(room.seen, l.N)
		if seat >= 0 && room.mutes[seat][l.Seat] {
			continue
		}
		c.send(chatMessage(l, true))
	}
	if m := room.mutedMessage(seat); seat >= 0 && len(m.Seats) > 0 {
		c.send(m)
	}
}
