package scenes

import (
	airev "tigris/ai/review"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/review"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// idReview is the results card's button that opens the review of the game (scenes/review).
var idReview = ui.Named("review")

// Reviewer makes a finished game's review where the platform says (scenes/review.Runner).
type Reviewer = review.Runner

// openReview shows the review of the finished game; Back comes back to the results.
func (p *Play) openReview(ctx *engine.Context) {
	h := review.Host{Theme: p.theme(), Pal: p.pal, AsPrinted: p.printed}
	if p.host.shell != nil {
		h.Store = p.host.Keep.Store()
		h.Options, h.Run = p.host.shell.reviewing()
		h.Made = func(r *airev.Review) {
			if msg := countReview(p.host, p.sess.Seats(), r); msg != "" {
				p.say(msg)
			}
		}
		h.Trace = p.host.Look.TraceControls()
	}
	ctx.Switch(review.New(h, p.sess.Record(), p.names(), p))
}

// openReview shows the review of the finished game replayed; Back comes back to the replay. A
// replay's game is counted in no statistics: it was reviewed, or could have been, where it was
// played.
func (rp *Replay) openReview(ctx *engine.Context) {
	ctx.Switch(newReview(rp.sh, rp.rec, rp.r.Seats(), rp))
}

// newReview is the review of a finished game kept here (a replay's, a finished game's from the
// Load screen); Back comes back to back.
func newReview(sh *Shell, rec *game.Record, seats []session.Seat, back engine.Scene) engine.Scene {
	h := review.Host{Theme: sh.theme(), Pal: sh.Palette(), Store: sh.Store, AsPrinted: sh.Settings.AsPrinted(), Options: sh.ReviewOptions, Run: sh.Reviews, Trace: sh.Hooks.Controls}
	var names []string
	for _, s := range seats {
		names = append(names, s.Name)
	}
	return review.New(h, rec, names, back)
}
