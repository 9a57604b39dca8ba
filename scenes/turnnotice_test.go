//go:build display

package scenes

import (
	"bufio"
	"context"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"

	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/platform/attention"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// busNotices owns org.freedesktop.Notifications on a real session bus (a dbus-daemon of the
// test's own) and hears what the desktop's watch sends it.
type busNotices struct{ got chan string }

func (n *busNotices) Notify(app string, replaces uint32, icon, summary, body string, actions []string,
	hints map[string]dbus.Variant, timeout int32) (uint32, *dbus.Error) {
	n.got <- "notify " + summary + " | " + body
	return 7, nil
}

func (n *busNotices) CloseNotification(id uint32) *dbus.Error {
	n.got <- "close"
	return nil
}

// startBusNotices starts the bus, points DBUS_SESSION_BUS_ADDRESS at it and owns the name.
func startBusNotices(t *testing.T) *busNotices {
	t.Helper()
	if _, err := exec.LookPath("dbus-daemon"); err != nil {
		t.Skip("dbus-daemon is not installed (Debian's dbus package)")
	}
	cmd := exec.Command("dbus-daemon", "--session", "--nofork", "--print-address")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("dbus-daemon printed no address: %v", err)
	}
	addr := strings.TrimSpace(line)
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", addr)
	conn, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	n := &busNotices{got: make(chan string, 100)}
	const name, path = "org.freedesktop.Notifications", "/org/freedesktop/Notifications"
	if err := conn.Export(n, path, name); err != nil {
		t.Fatal(err)
	}
	if reply, err := conn.RequestName(name, dbus.NameFlagDoNotQueue); err != nil || reply != dbus.RequestNameReplyPrimaryOwner {
		t.Fatalf("owning %s: %v %v", name, reply, err)
	}
	return n
}

// readCounter is the device's storage, counting the reads of one key.
type readCounter struct {
	storage.Store
	key   string
	reads atomic.Int32
}

func (r *readCounter) Get(key string) ([]byte, error) {
	if key == r.key {
		r.reads.Add(1)
	}
	return r.Store.Get(key)
}

// TestMyTurnSwitchChoosesTheDesktopNotice: on the desktop (the platform's watch over a real
// session bus, its window not in front), Ann turns "My turn" off on the Notifications screen and
// saves: the title and the board still say her game waits, and nothing is notified. She turns it
// on again: the board's turn is notified, the first thing the bus hears. The switch is read from
// the disk once, not each frame.
func TestMyTurnSwitchChoosesTheDesktopNotice(t *testing.T) {
	drawtest.Start(t)
	bus := startBusNotices(t)
	ls := startLoopServer(t)
	w := attention.New()
	var said []string
	var told []bool
	st := &readCounter{Store: storage.NewMemory(), key: "online-notify"}
	sh := &Shell{Store: st, Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL,
		Hooks: Hooks{YourTurn: func(text string, tell bool) { said, told = append(said, text), append(told, tell); w.Turn(text, tell) }}}
	tk := createSeat(t, sh, ls.URL, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "bot", Level: "random"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	poll.Until(t, 20*time.Second, "the game waits on Ann", func() bool {
		m, err := client.Mine(ctx, ls.URL, []string{tk.Token})
		return err == nil && len(m.Games) == 1 && m.Games[0].ToMove == tk.Seat
	})
	d := &driver{t: t, ctx: newContext(t), scene: NewOnline(sh, nil)}
	defer func() { d.free() }()
	// frames runs frames as the desktop's loop does: each ends with the watch, the window elsewhere
	frames := func(what string, done func() bool) {
		t.Helper()
		d.frames(what, func() bool { w.Frame(false); return done() })
	}
	toggleTurn := func(want bool) {
		t.Helper()
		d.scene = NewOnline(sh, nil)
		d.openAccount()
		d.click("place-notify")
		ns := d.scene.(*NotifyScreen)
		frames("the server's answer", func() bool { return ns.known && ns.o.Busy == "" })
		d.click("notify-turn")
		d.click("notify-save")
		frames("saved", func() bool { return ns.o.Busy == "" && strings.HasPrefix(ns.o.Note, "Saved") })
		if ns.choice.On("turn") != want {
			t.Fatalf("My turn is %v after the click", ns.choice.On("turn"))
		}
	}
	// saidFor waits until the screen has said the turn for some frames, and says how
	saidFor := func(what, words string) bool {
		t.Helper()
		said, told = nil, nil
		frames(what, func() bool { return len(said) >= 5 })
		if said[4] != words {
			t.Fatalf("%s said %q", what, said[4])
		}
		return told[4]
	}

	toggleTurn(false)
	d.scene = sh.Title()
	if saidFor("the title's count", "Your turn in one of your online games") {
		t.Fatal("the title would notify a turn the player chose not to be told")
	}
	d.scene = sh.OpenKept(tk.Game)
	frames("the board", func() bool { _, ok := d.scene.(*Play); return ok })
	before := st.reads.Load()
	if saidFor("the board", "Your turn in game "+tk.Code) {
		t.Fatal("the board would notify a turn the player chose not to be told")
	}
	if n := st.reads.Load() - before; n != 0 {
		t.Fatalf("the switch was read %d times from the disk in the board's frames", n)
	}

	toggleTurn(true)
	d.scene = sh.OpenKept(tk.Game)
	frames("the board's turn on the bus", func() bool { return len(bus.got) > 0 })
	if got := <-bus.got; got != "notify Your turn | Your turn in game "+tk.Code {
		t.Fatalf("the bus heard %q first", got)
	}
}
