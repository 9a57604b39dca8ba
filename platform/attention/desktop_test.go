//go:build !js

package attention

import (
	"bufio"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"
)

// notifications is a small notification server owning org.freedesktop.Notifications on the bus.
type notifications struct{ got chan string }

func (n *notifications) Notify(app string, replaces uint32, icon, summary, body string, actions []string,
	hints map[string]dbus.Variant, timeout int32) (uint32, *dbus.Error) {
	n.got <- "notify " + app + " | " + summary + " | " + body
	return 7, nil
}

func (n *notifications) CloseNotification(id uint32) *dbus.Error {
	n.got <- "close " + string(rune('0'+id))
	return nil
}

// sessionBus starts a real dbus-daemon for the test and points DBUS_SESSION_BUS_ADDRESS at it.
func sessionBus(t *testing.T) string {
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
	return addr
}

func (n *notifications) next(t *testing.T) string {
	t.Helper()
	select {
	case s := <-n.got:
		return s
	case <-time.After(10 * time.Second):
		t.Fatal("the notification server heard nothing")
	}
	return ""
}

// TestTurnNotifiedOverDBus: a watch on a real session bus, with a listener owning
// org.freedesktop.Notifications: a turn coming while the window is in front says nothing; one
// coming while it is not is notified, and closed once played; one the player chose not to be
// told of ("My turn" off) is not, and is once he chooses it again.
func TestTurnNotifiedOverDBus(t *testing.T) {
	addr := sessionBus(t)
	conn, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	srv := &notifications{got: make(chan string, 10)}
	if err := conn.Export(srv, busPath, busName); err != nil {
		t.Fatal(err)
	}
	if reply, err := conn.RequestName(busName, dbus.NameFlagDoNotQueue); err != nil || reply != dbus.RequestNameReplyPrimaryOwner {
		t.Fatalf("owning %s: %v %v", busName, reply, err)
	}

	w := New()
	w.Turn("Your turn in game AAAAAAAA", true)
	w.Frame(true) // in front: the board says it
	w.Frame(true) // played: nothing to take back
	for range 3 { // not wanted: nothing told, though the window is not in front
		w.Turn("Your turn in game QUIETQQQ", false)
		w.Frame(false)
	}
	for range 3 { // the turn stays for frames: one notification
		w.Turn("Your turn in game 27PSXSJ2", true)
		w.Frame(false)
	}
	if got := srv.next(t); got != "notify Tigris & Euphrates | Your turn | Your turn in game 27PSXSJ2" {
		t.Fatalf("the bus heard %q first", got)
	}
	w.Frame(false) // no screen says it any more: the turn was played
	if got := srv.next(t); got != "close 7" {
		t.Fatalf("the bus heard %q, not the notification closed", got)
	}
	select {
	case s := <-srv.got:
		t.Fatalf("a notification more: %q", s)
	default:
	}
}

// TestNoSessionBusIsSilent: without a session bus a turn is notified nowhere, and nothing waits.
func TestNoSessionBusIsSilent(t *testing.T) {
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path="+t.TempDir()+"/none")
	w := New()
	for range 20 {
		w.Turn("Your turn in game 27PSXSJ2", true)
		w.Frame(false)
		w.Frame(false)
	}
}
