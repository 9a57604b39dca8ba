package scenes

import "tigris/engine"

// armInvite gives a tap sharer (the browser) the invitation's Copy the link as last drawn: a tap
// on it opens the system's share sheet where there is one, or copies the link, within the tap
// itself (a browser opens no share sheet, and may refuse the clipboard, from the frame loop).
func (o *Online) armInvite(ctx *engine.Context) TapSharer {
	ts, _ := o.sh.clipboard().(TapSharer)
	if ts == nil {
		return nil
	}
	var offers []Offer
	if o.Ticket != nil {
		for _, h := range o.ctl.Hits {
			if h.ID == idCopyLink && h.Enabled {
				offers = append(offers, Offer{Key: h.ID.String(), R: h.R, Text: o.Ticket.Link, Link: true})
			}
		}
	}
	ts.Offer(ctx, offers)
	return ts
}

// tendInvite arms Copy the link and says what the browser did with a tap on it, once it has
// said; it reports an answer.
func (o *Online) tendInvite(ctx *engine.Context) bool {
	ts := o.armInvite(ctx)
	if ts == nil {
		return false
	}
	out, ok := ts.Outcome()
	if !ok || out.Key != idCopyLink.String() {
		return false
	}
	o.Err, o.Note = "", ""
	switch {
	case out.Shared:
		o.Note = "The invitation went to the app you chose."
	case out.Cancelled:
		o.Note = "Nothing shared: the share sheet was closed."
	case out.ByHand:
		o.Err = "The browser refused the clipboard, so the link was shown in a box to copy by hand."
	case out.Err != nil:
		o.Err = "Nothing copied: the browser refused the clipboard. The link is above: copy it by hand."
	default:
		o.Note = "The link is copied: send it to the others."
	}
	return true
}

// copyLink gives the invitation's link to the clipboard, and says when it refused; where the tap
// itself shared it (the browser) the words wait for its answer (tendInvite).
func (o *Online) copyLink() {
	if o.Ticket == nil {
		return
	}
	if ts, _ := o.sh.clipboard().(TapSharer); ts != nil && ts.Handles(idCopyLink.String()) {
		return
	}
	if err := o.sh.copyText(o.Ticket.Link); err != nil {
		o.Err = "Nothing copied: " + err.Error() + ". The link is above: copy it by hand."
		return
	}
	o.Err, o.Busy = "", ""
	o.Note = "The link is copied: send it to the others."
}
