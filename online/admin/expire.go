package admin

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"tigris/online/store"
	"time"
)

// expireRequest is POST /admin/expire's body.
type expireRequest struct {
	Idle   string `json:"idle"`    // a duration: games nobody decided in for at least this long
	DryRun bool   `json:"dry_run"` // list them without ending them
}

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
	ctx, cancel := context.WithTimeout(r.Context(), time.Minute)
	defer cancel()
	ended, err := a.srv.EndIdle(ctx, time.Now().Add(-d), req.DryRun)
	if errors.Is(err, store.ErrNoList) {
		refuse(w, http.StatusNotImplemented, "internal", "this store cannot list its games")
		return
	}
	if err != nil {
		a.record(r, "expire", req.Idle, "failed: "+err.Error())
		refuse(w, http.StatusInternalServerError, "internal", "the store did not answer")
		return
	}
	verb := "ended"
	if req.DryRun {
		verb = "would end"
	}
	a.record(r, "expire", "idle "+d.String(), fmt.Sprintf("%s %d games", verb, len(ended)))
	answer(w, http.StatusOK, map[string]any{verb: ended})
}
