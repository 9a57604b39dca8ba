package server

import (
	"context"
	"sort"
	"time"

	"tigris/online/chat"
	"tigris/online/notify"
	"tigris/online/protocol"
	"tigris/online/store"
)

// social is what a live game holds beside the rules: its chat's pace and mutes, and its
// spectators. It is made when first needed.
type social struct {
	paces    map[int]*chat.Pace   // per seat
	mutes    map[int]map[int]bool // per seat, the seats it does not hear (kept in the store)
	watchers map[*watcher]bool
	// chatTold is when each seat's player, away, was last told of the chat (notify.go)
	chatTold map[int]time.Time
	// chatSeen is the last line (store.ChatLine.N) this server told: lines after it came by way
	// of another server sharing the store, and are told when it announces them
	chatSeen int64
}

// tableTalk is a game's chat: its lines, their pace, the mutes (the state is the table's social).
type tableTalk struct{ t *table }

func (t *table) soc() *social {
	if t.social == nil {
		t.social = &social{paces: map[int]*chat.Pace{}, mutes: map[int]map[int]bool{}, watchers: map[*watcher]bool{}, chatTold: map[int]time.Time{}}
		t.talk.readMutes()
	}
	return t.social
}

// readMutes reads whom each seat mutes from the store.
func (room *tableTalk) readMutes() {
	t := room.t
	so, ok := store.As[store.Social](t.store)
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	ms, err := so.Mutes(ctx, t.id)
	if err != nil {
		t.log.Warn("reading the chat's mutes", "game", t.id, "err", err)
		return
	}
	for seat, others := range ms {
		t.social.mutes[seat] = map[int]bool{}
		for _, o := range others {
			t.social.mutes[seat][o] = true
		}
	}
}

// seatName is how a seat is named to others: its player's name, or its dynasty.
func (t *table) seatName(seat int) string {
	if n := t.seats[seat].Name; n != "" {
		return n
	}
	return t.rec.Start().Player(seat).Dynasty.String()
}

// say keeps a line of seat's chat with the game and tells every seat that hears it, and every
// spectator.
func (room *tableTalk) say(seat int, text string) error {
	t := room.t
	so, ok := store.As[store.Social](t.store)
	if !ok {
		return refuse(protocol.ErrBadMessage, "this server keeps no chat")
	}
	text, err := chat.Clean(text)
	if err != nil {
		return refuse(protocol.ErrBadMessage, "%v", err)
	}
	p := t.soc().paces[seat]
	if p == nil {
		p = &chat.Pace{}
		t.social.paces[seat] = p
	}
	now := t.clock.Now()
	if ok, wait := p.Allow(now); !ok {
		return refuse(protocol.ErrRate, "you are chatting fast: wait %d seconds", int(wait.Seconds())+1)
	}
	line := store.ChatLine{Seat: seat, Name: t.seatName(seat), Text: text, At: now.UTC()}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	n, err := so.AddChat(ctx, t.id, line)
	if err != nil {
		t.log.Warn("keeping a chat line", "game", t.id, "err", err)
		return refuse(protocol.ErrInternal, "the line could not be kept; try again")
	}
	t.social.chatSeen = max(t.social.chatSeen, n)
	room.tellLine(line)
	tellChat(t, seat, notify.CutLine(line.Name, line.Text)) // notify.go
	return nil
}

// tellLine sends a chat line to every seat that hears its seat, and every spectator.
func (room *tableTalk) tellLine(line store.ChatLine) {
	t := room.t
	m := chatMessage(line, false)
	for s := range t.seats {
		if t.social.mutes[s][line.Seat] {
			continue
		}
		for c := range t.conns[s] {
			c.send(m)
		}
	}
	for w := range t.social.watchers {
		w.c.send(m)
	}
}

// chatCatchUp tells the lines another server sharing the store kept since this one last told
// one (it reads the game again when the other announces a change).
func (t *table) chatCatchUp() {
	so, ok := store.As[store.Social](t.store)
	if _, shared := t.store.(store.Shared); !ok || !shared || t.social == nil {
		return // nobody here has heard the chat yet: a connection opening reads its history
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	lines, err := so.Chat(ctx, t.id, chat.History)
	if err != nil {
		t.log.Warn("reading the chat", "game", t.id, "err", err)
		return
	}
	for _, l := range lines {
		if l.N > t.social.chatSeen {
			t.social.chatSeen = l.N
			t.talk.tellLine(l)
		}
	}
}

// socialMessage acts on a seat's message that is not a decision: a chat line, a mute, a
// question of what is legal (answered to the asking connection c alone).
func (room *tableTalk) socialMessage(c *conn, seat int, m protocol.Message) error {
	t := room.t
	switch m := m.(type) {
	case *protocol.Legal:
		c.send(t.legal(seat))
		return nil
	case *protocol.Chat:
		return room.say(seat, m.Text)
	case *protocol.Mute:
		return room.mute(seat, m.Seat, m.Mute)
	}
	return refuse(protocol.ErrBadMessage, "a client does not send %s messages", m.MsgType())
}

func chatMessage(l store.ChatLine, earlier bool) *protocol.Chat {
	return &protocol.Chat{Seat: l.Seat, Name: l.Name, Text: l.Text, At: l.At, Earlier: earlier}
}

// mute stops (or starts again) other's lines reaching seat, and tells seat's connections.
func (room *tableTalk) mute(seat, other int, on bool) error {
	t := room.t
	if other >= len(t.seats) {
		return refuse(protocol.ErrBadMessage, "this game has no seat %d", other)
	}
	if other == seat {
		return refuse(protocol.ErrBadMessage, "you cannot mute yourself")
	}
	if st, ok := store.As[store.Social](t.store); ok {
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		defer cancel()
		if err := st.SetMute(ctx, t.id, seat, other, on); err != nil {
			t.log.Warn("a mute", "game", t.id, "err", err)
			return refuse(protocol.ErrInternal, "the mute could not be kept; try again")
		}
	}
	so := t.soc()
	if so.mutes[seat] == nil {
		so.mutes[seat] = map[int]bool{}
	}
	if on {
		so.mutes[seat][other] = true
	} else {
		delete(so.mutes[seat], other)
	}
	m := room.mutedMessage(seat)
	for c := range t.conns[seat] {
		c.send(m)
	}
	return nil
}

func (room *tableTalk) mutedMessage(seat int) *protocol.Muted {
	t := room.t
	m := &protocol.Muted{Seats: []int{}}
	for s := range t.soc().mutes[seat] {
		m.Seats = append(m.Seats, s)
	}
	sort.Ints(m.Seats)
	return m
}

// chatHistory sends a connection opening the chat's last lines (those its seat hears; seat -1
// for a spectator) and, to a seat that muted somebody, whom.
func (room *tableTalk) chatHistory(c *conn, seat int) {
	t := room.t
	so, ok := store.As[store.Social](t.store)
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	lines, err := so.Chat(ctx, t.id, chat.History)
	if err != nil {
		// the game goes on without its history; the next connection reads it again
		t.log.Warn("reading the chat", "game", t.id, "err", err)
		c.send(&protocol.Error{Code: protocol.ErrInternal, Message: "the chat's earlier lines could not be read now: they come back on your next connection", Step: -1})
		return
	}
	for _, l := range lines {
		t.soc().chatSeen = max(t.social.chatSeen, l.N)
		if seat >= 0 && t.social.mutes[seat][l.Seat] {
			continue
		}
		c.send(chatMessage(l, true))
	}
	if m := room.mutedMessage(seat); seat >= 0 && len(m.Seats) > 0 {
		c.send(m)
	}
}
