package remote

import (
	"fmt"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
)

// outbox is what this seat sent and the server has not answered yet, and how long the server
// asked it to hold back.
type outbox struct {
	waiting int // the step a decision was sent for and not yet answered, or -1
	// unanswered is a decision, undo or resignation sent that the server has not answered yet
	// (arrived messages count, taken in or not): closing now might lose it
	unanswered bool
	// holdUntil is when decisions may be sent again after the server refused them as too many
	holdUntil time.Time
}

// sent notes a decision or undo sent for step.
func (o *outbox) sent(step int) { o.waiting, o.unanswered = step, true }

// free reports that no decision of this seat is on its way and the server does not ask to wait.
func (o *outbox) free(now time.Time) bool { return o.waiting < 0 && !now.Before(o.holdUntil) }

// refused takes in the server's refusal of what was sent: it may be sent again, after the
// patience a refusal asks for.
func (o *outbox) refused(err error, now time.Time) {
	o.waiting = -1
	if r, ok := err.(*client.Refused); ok && r.Code == protocol.ErrRate {
		o.holdUntil = now.Add(time.Second) // the server drops what comes faster than its rate
	} else if ok && r.RetryAfter > 0 {
		o.holdUntil = now.Add(r.RetryAfter) // the server cannot store now (a full disk): it asks for patience
	}
}

// unansweredErr says that a decision sent has not reached the server, or is nil; problem is why
// the connection does not stand ("" when it does).
func (o *outbox) unansweredErr(problem string) error {
	if !o.unanswered {
		return nil
	}
	why := "the server has not answered"
	if problem != "" { // the details are in the log's last line
		why = "not connected to the server"
	}
	return fmt.Errorf("your last decision has not reached the server (%s); leaving now loses it", why)
}
