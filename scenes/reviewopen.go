package scenes

import (
	"time"

	airev "tigris/ai/review"
	"tigris/assets"
	"tigris/engine"
	"tigris/scenes/review"
	"tigris/scenes/ui"
)

// idReview is the results card's button that opens the review of the game (scenes/review).
var idReview = ui.Named("review")

// Reviewer makes a finished game's review where the platform says (scenes/review.Runner).
type Reviewer = review.Runner

// openReview shows the review of the finished game; Back comes back to the results.
func (p *Play) openReview(ctx *engine.Context) {
	h := review.Host{Theme: p.theme(), Pal: p.pal}
	if p.shell != nil {
		h.Store, h.Options, h.Run = p.shell.Store, p.shell.ReviewOptions, p.shell.Reviews
		h.Made = p.countReview
		h.Trace = p.shell.Hooks.Controls
	}
	ctx.Switch(review.New(h, p.sess.Record(), p.names(), p))
}

// countReview adds the person's loss to the statistics when he alone played against bots (the
// title's trend is one person's: a hot seat's players share the device).
func (p *Play) countReview(r *airev.Review) {
	person := -1
	for i, s := range p.sess.Seats() {
		if s.Human {
			if person >= 0 {
				return
			}
			person = i
		}
	}
	if person < 0 || person >= len(r.Seats) || r.Seats[person].Decisions == 0 {
		return
	}
	p.shell.Settings.CountReview(time.Now(), r.Seats[person].Loss, r.Seats[person].Decisions)
	if msg := p.shell.SaveSettings(); msg != "" {
		p.say(msg)
	}
}

// openReview shows the review of the finished game replayed; Back comes back to the replay. A
// replay's game is counted in no statistics: it was reviewed, or could have been, where it was
// played.
func (rp *Replay) openReview(ctx *engine.Context) {
	h := review.Host{Theme: rp.sh.theme(), Pal: &assets.Normal, Store: rp.sh.Store, Options: rp.sh.ReviewOptions, Run: rp.sh.Reviews, Trace: rp.sh.Hooks.Controls}
	var names []string
	for _, s := range rp.r.Seats() {
		names = append(names, s.Name)
	}
	ctx.Switch(review.New(h, rp.rec, names, rp))
}
