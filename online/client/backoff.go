package client

import (
	"time"

	"tigris/online/protocol"
)

// retryWait is how long a player waits before deciding again after refusal r, prev being the
// last such wait: 200 ms for the rate; for a server that cannot store (a full disk, a database
// away) twice as long at each refusal running, from a second to a minute, or what the server
// asks when it asks longer; nothing for other refusals. A server that cannot store is not helped
// by being asked again four times a second per game.
func retryWait(r *Refused, prev time.Duration) time.Duration {
	switch r.Code {
	case protocol.ErrRate:
		return max(200*time.Millisecond, r.RetryAfter)
	case protocol.ErrInternal:
		d := min(max(time.Second, 2*prev), time.Minute)
		return max(d, min(r.RetryAfter, 5*time.Minute))
	}
	return 0
}
