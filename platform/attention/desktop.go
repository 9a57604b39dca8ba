//go:build !js

package attention

import (
	"os"
	"path/filepath"
	"sync"

	"github.com/godbus/dbus/v5"
)

// desktop sends freedesktop notifications over the session bus, from a goroutine of its own: a
// frame never waits on D-Bus. Without a session bus it says nothing, silently.
type desktop struct {
	jobs chan func()
	once sync.Once
	conn *dbus.Conn
	id   uint32 // the notification shown, to replace or close
}

func platformShower() shower { return &desktop{jobs: make(chan func(), 8)} }

const (
	busName = "org.freedesktop.Notifications"
	busPath = "/org/freedesktop/Notifications"
)

func (d *desktop) show(on bool, text string, focused, tell bool) {
	d.once.Do(func() { go d.run() })
	job := func() { d.close() }
	if on && !focused && tell {
		job = func() { d.notify(text) }
	}
	select {
	case d.jobs <- job:
	default: // the bus is stuck: a notification dropped, never a frame held
	}
}

func (d *desktop) run() {
	if sessionBusAt() {
		if conn, err := dbus.ConnectSessionBus(); err == nil {
			d.conn = conn
		}
	}
	for job := range d.jobs {
		if d.conn != nil {
			job()
		}
	}
}

// notify shows text, replacing the notification shown before.
func (d *desktop) notify(text string) {
	hints := map[string]dbus.Variant{"urgency": dbus.MakeVariant(byte(1)), "category": dbus.MakeVariant("presence")}
	call := d.conn.Object(busName, busPath).Call(busName+".Notify", 0,
		"Tigris & Euphrates", d.id, "", "Your turn", text, []string{}, hints, int32(-1))
	var id uint32
	if call.Err == nil && call.Store(&id) == nil {
		d.id = id
	}
}

// close takes back the notification shown: the turn it told of was played.
func (d *desktop) close() {
	if d.id == 0 {
		return
	}
	d.conn.Object(busName, busPath).Call(busName+".CloseNotification", 0, d.id)
	d.id = 0
}

// sessionBusAt reports whether a session bus is named: its address in the environment, or the
// user's bus socket. Without one nothing is started for it (no dbus-launch).
func sessionBusAt() bool {
	if os.Getenv("DBUS_SESSION_BUS_ADDRESS") != "" {
		return true
	}
	dir := os.Getenv("XDG_RUNTIME_DIR")
	if dir == "" {
		return false
	}
	_, err := os.Stat(filepath.Join(dir, "bus"))
	return err == nil
}
