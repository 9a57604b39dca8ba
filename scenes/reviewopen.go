package scenes

import (
	"tigris/engine"
	"tigris/scenes/review"
	"tigris/scenes/ui"
)

// idReview is the results card's button that opens the review of the game (scenes/review).
var idReview = ui.Named("review")

// openReview shows the review of the finished game; Back comes back to the results.
func (p *Play) openReview(ctx *engine.Context) {
	h := review.Host{Theme: p.theme(), Pal: p.pal}
	if p.shell != nil {
		h.Store = p.shell.Store
	}
	ctx.Switch(review.New(h, p.sess.Record(), p.names(), p))
}
