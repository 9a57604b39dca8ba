package admin

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"tigris/online/store"
)

// expireRequest is POST /admin/expire's body.
type expireRequest struct {
	Idle   string `json:"idle"`    // a duration: games nobody decided in for at least this long
	DryRun bool   `json:"dry_run"` // list them without ending them
}

// expireBatch is the most games one call ends (the longest abandoned first); call again for more.
const expireBatch = 1000

// expire ends the games not over whose last decision (or creation) is at least idle old: the
// abandoned ones, in one call.
func (a *Admin) expire(w http.ResponseWriter, r *http.Request) {
	var req expireRequest
	d, err := time.Duration(0), json.NewDecoder(r.Body).Decode(&req)
	if err == nil {
		d, err = time.ParseDuration(req.Idle)
	}
	if err != nil || d < 0 {
		a.record(r, "expire", "", "refused: bad body")
		refuse(w, http.StatusBadRequest, "bad_message", `the body is {"idle":"720h"} (and "dry_run":true to list only)`)
		return
	}
	l, ok := a.games.(store.Lister)
	if !ok {
		refuse(w, http.StatusNotImplemented, "internal", "this store cannot list its games")
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), time.Minute)
	defer cancel()
	cutoff := time.Now().Add(-d)
	games, err := l.Abandoned(ctx, cutoff, expireBatch)
	if err != nil {
		a.record(r, "expire", req.Idle, "failed: "+err.Error())
		refuse(w, http.StatusInternalServerError, "internal", "the store did not answer")
		return
	}
	ended := []string{}
	for _, g := range games {
		if !req.DryRun {
			if err := a.srv.End(g.ID); err != nil && !errors.Is(err, store.ErrNotFound) {
				continue // ended meanwhile, or elsewhere
			}
		}
		ended = append(ended, g.ID)
	}
	verb := "ended"
	if req.DryRun {
		verb = "would end"
	}
	a.record(r, "expire", "idle "+d.String(), fmt.Sprintf("%s %d games", verb, len(ended)))
	answer(w, http.StatusOK, map[string]any{verb: ended})
}
