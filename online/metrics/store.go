package metrics

import (
	"context"
	"errors"
	"time"

	"tigris/online/store"
)

// Store times every call to st into tigris_store_seconds. The wrapper keeps st's kind: a Shared
// store stays Shared and an Owning one Owning, since the server asks which it was given.
func (m *Metrics) Store(st store.Store) store.Store {
	t := timed{st, m}
	sh, shared := st.(store.Shared)
	if !shared {
		return t
	}
	if o, ok := st.(store.Owning); ok {
		return timedOwning{timedShared{t, sh}, o}
	}
	return timedShared{t, sh}
}

func (m *Metrics) took(call string, began time.Time, err error) {
	outcome := "ok"
	switch {
	case err == nil:
	case errors.Is(err, store.ErrNotFound), errors.Is(err, store.ErrStepTaken), errors.Is(err, store.ErrSeatTaken),
		errors.Is(err, store.ErrCodeTaken), errors.Is(err, store.ErrRematched):
		outcome = "refused" // the store answered: a refusal, not a failure
	default:
		outcome = "failed"
	}
	m.storeTime.WithLabelValues(call, outcome).Observe(time.Since(began).Seconds())
}

type timed struct {
	st store.Store
	m  *Metrics
}

func (t timed) Create(ctx context.Context, g *store.Game) (err error) {
	defer func(b time.Time) { t.m.took("create", b, err) }(time.Now())
	return t.st.Create(ctx, g)
}

func (t timed) CreateRematch(ctx context.Context, id string, g *store.Game) (err error) {
	defer func(b time.Time) { t.m.took("create_rematch", b, err) }(time.Now())
	return t.st.CreateRematch(ctx, id, g)
}

func (t timed) Append(ctx context.Context, id string, d store.Decision) (err error) {
	defer func(b time.Time) { t.m.took("append", b, err) }(time.Now())
	return t.st.Append(ctx, id, d)
}

func (t timed) Truncate(ctx context.Context, id string, steps, from int) (err error) {
	defer func(b time.Time) { t.m.took("truncate", b, err) }(time.Now())
	return t.st.Truncate(ctx, id, steps, from)
}

func (t timed) Claim(ctx context.Context, id string, seat int, name string, tokenHash []byte) (err error) {
	defer func(b time.Time) { t.m.took("claim", b, err) }(time.Now())
	return t.st.Claim(ctx, id, seat, name, tokenHash)
}

func (t timed) SetSeat(ctx context.Context, id string, seat int, level string, resigned bool) (err error) {
	defer func(b time.Time) { t.m.took("set_seat", b, err) }(time.Now())
	return t.st.SetSeat(ctx, id, seat, level, resigned)
}

func (t timed) Finish(ctx context.Context, id string) (err error) {
	defer func(b time.Time) { t.m.took("finish", b, err) }(time.Now())
	return t.st.Finish(ctx, id)
}

func (t timed) Load(ctx context.Context, id string) (g *store.Game, err error) {
	defer func(b time.Time) { t.m.took("load", b, err) }(time.Now())
	return t.st.Load(ctx, id)
}

func (t timed) ByCode(ctx context.Context, code string) (id string, err error) {
	defer func(b time.Time) { t.m.took("by_code", b, err) }(time.Now())
	return t.st.ByCode(ctx, code)
}

// Here is store.Here's, for a store that has it (its files still there).
func (t timed) Here() error {
	if h, ok := t.st.(store.Here); ok {
		return h.Here()
	}
	return nil
}

func (t timed) Unattended(ctx context.Context) (ids []string, err error) {
	defer func(b time.Time) { t.m.took("unattended", b, err) }(time.Now())
	return t.st.Unattended(ctx)
}

func (t timed) SeatsOf(ctx context.Context, hashes [][]byte) (refs []store.SeatRef, err error) {
	defer func(b time.Time) { t.m.took("seats_of", b, err) }(time.Now())
	return t.st.SeatsOf(ctx, hashes)
}

func (t timed) Close() error { return t.st.Close() }

// Unwrap is the store timed (for a backup, which needs the database itself).
func (t timed) Unwrap() store.Store { return t.st }

type timedShared struct {
	timed
	sh store.Shared
}

func (t timedShared) Watch(ctx context.Context, changed func(id string), resync func(), logf func(format string, args ...any)) {
	t.sh.Watch(ctx, changed, resync, logf)
}

func (t timedShared) Present(ctx context.Context, id string, seat int, here bool) (err error) {
	defer func(b time.Time) { t.m.took("present", b, err) }(time.Now())
	return t.sh.Present(ctx, id, seat, here)
}

type timedOwning struct {
	timedShared
	o store.Owning
}

func (t timedOwning) Own(ctx context.Context, ids []string) (held map[string]bool, err error) {
	defer func(b time.Time) { t.m.took("own", b, err) }(time.Now())
	return t.o.Own(ctx, ids)
}

func (t timedOwning) Release(ctx context.Context, id string) (err error) {
	defer func(b time.Time) { t.m.took("release", b, err) }(time.Now())
	return t.o.Release(ctx, id)
}
