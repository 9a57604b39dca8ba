package lobby

import (
	"context"
	"errors"
	"slices"
	"strings"

	"tigris/online/client"
	"tigris/online/protocol"
)

// The server's copy of this device's notification choice: the Notifications screen shows what
// the server will tell the device when the server answers, the device's own copy when it cannot,
// and says which, and how they differ.

// ServerNotify is the server's answer about this device's choice: Asked when the device has a
// way the server tells it (a browser's subscription, an e-mail address), Reached when the server
// answered, Found when it keeps a choice of this player's for the device (Events).
type ServerNotify struct {
	Asked, Reached, Found bool
	Events                []string
}

// NotifyAsker prepares, on the frame, the question of the server's copy for base: the proofs
// (this device's seats there, the account's device key) are read now; the call it returns asks
// off the frame, for the browser's subscription endpoint when there is one, else for the
// address mail ("" both: nothing to ask, the server keeps no choice for this device).
func (l *Lobby) NotifyAsker(base, mail string) func(ctx context.Context, endpoint string) ServerNotify {
	key, tokens := l.Account(base).Key, l.tokens(base)
	return func(ctx context.Context, endpoint string) ServerNotify {
		if endpoint != "" {
			mail = ""
		}
		if endpoint == "" && mail == "" {
			return ServerNotify{}
		}
		c, err := client.PushChoice(ctx, base, key, endpoint, mail, tokens)
		var r *client.Refused
		switch {
		case err == nil:
			return ServerNotify{Asked: true, Reached: true, Found: true, Events: slices.Sorted(slices.Values(c.Events))}
		case errors.As(err, &r) && (r.Code == protocol.ErrNotFound || r.Code == protocol.ErrAuth):
			return ServerNotify{Asked: true, Reached: true} // none kept, or none this device may read
		}
		return ServerNotify{Asked: true}
	}
}

// CopyWords says which copy the screen shows: the server's once it answered with one (adopted:
// the switches were set to it), else this device's (device); and how the two differ, in the
// switches' words.
func CopyWords(device NotifyChoice, s ServerNotify, adopted bool) string {
	switch {
	case !s.Asked:
		return "Shown: the choice kept on this device (the server keeps one only for an e-mail address or a browser's notifications)."
	case !s.Reached:
		return "The server could not be reached: shown is the choice kept on this device."
	case !s.Found:
		return "The server keeps no choice for this device: shown is the one kept here; Save sends it."
	}
	diff := notifyDiff(device.Events, s.Events)
	switch {
	case diff == "":
		return "Shown as the server keeps it for this device."
	case adopted:
		return "The server keeps another choice for this device: " + diff + ". Shown is the server's, what it will tell you; Save keeps it here too."
	}
	return "The server keeps another choice than the one shown: " + diff + ". Save sends the one shown."
}

// notifyDiff names the switches on at the server but not here, and off there but on here.
func notifyDiff(here, there []string) string {
	var on, off []string
	for _, ev := range NotifyEvents {
		switch a, b := slices.Contains(here, ev.Name), slices.Contains(there, ev.Name); {
		case b && !a:
			on = append(on, ev.Label)
		case a && !b:
			off = append(off, ev.Label)
		}
	}
	var parts []string
	if len(on) > 0 {
		parts = append(parts, andList(on)+" on there")
	}
	if len(off) > 0 {
		parts = append(parts, andList(off)+" off there")
	}
	return strings.Join(parts, "; ")
}

// andList joins names as a sentence does: "A, B and C".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
