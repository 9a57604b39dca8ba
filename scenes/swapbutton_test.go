//go:build display

package scenes

// clickHandTile clicks the i-th tile of the hand on the board screen (in a swap it is chosen).
func (d *driver) clickHandTile(i int) {
	d.t.Helper()
	p, ok := d.scene.(*Play)
	if !ok {
		d.t.Fatalf("no hand on %T", d.scene)
	}
	r := p.lay.Hand[i]
	x, y := int(r.X+r.W/2), int(r.Y+r.H/2)
	d.step(x, y, true)
	d.step(x, y, false)
}

// label is the words on the button with that id as last drawn, or "" when it is not drawn.
func (d *driver) label(id string) string {
	d.fresh()
	for _, c := range d.ctl().Hits {
		if c.ID.String() == id {
			return c.Label
		}
	}
	return ""
}
