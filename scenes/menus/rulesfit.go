package menus

import "math"

// A rules page's pictures are fitted to the room left under its text, so the whole page shows on
// a desktop without scrolling (issue 44: at 1920x1080 the end's second picture stood cut by the
// footer with only a thin scroll bar to say so): one above the other when they fit so, side by
// side across the screen when that draws them larger, and on a screen too small for either (a
// phone) each as large as it reads, the page scrolling with a plain cue.

// fitItem is a picture of a page: a board situation of cols x rows spaces, or a picture of a
// fixed size (the points' tally, the keys) when cols is 0.
type fitItem struct {
	cols, rows int
	w, h       float64
	caption    bool
}

// fitRoom is the room a page's pictures have and how its captions fold.
type fitRoom struct {
	column, across float64 // the text's column's width, and the screen's width less its margins
	tall           float64 // the page's height between its title and its footer
	avail          float64 // what is left of tall under the page's text and pieces
	u              float64
	capH           func(width float64) float64 // the height of a caption folded to width (the tallest of the page's)
}

// fitLayout is where a page's pictures go: the size of a board space, and whether they stand in
// one row; fits is false when the page must scroll.
type fitLayout struct {
	cell float64
	side bool
	fits bool
}

// ruleCellMin is the smallest board space, in units, a fitted picture may take: smaller, a
// leader's emblem no longer reads, and the page scrolls instead.
const ruleCellMin = 30

// fitPictures chooses the layout: the one of the two that fits with the larger spaces; if none
// fits, each picture one above the other as large as the column and two thirds of the page allow.
func fitPictures(items []fitItem, room fitRoom) fitLayout {
	u := room.u
	stack := stackedCell(items, room)
	side := sideCell(items, room)
	least := ruleCellMin * u
	switch {
	case side >= least && side > stack:
		return fitLayout{cell: side, side: true, fits: true}
	case stack >= least:
		return fitLayout{cell: stack, fits: true}
	}
	return fitLayout{cell: readableCell(items, room)}
}

// readableCell is each picture's space when the page scrolls: as large as the column allows and
// two thirds of the page's height, up to half again a board space's usual size.
func readableCell(items []fitItem, room fitRoom) float64 {
	u, cell := room.u, 96*room.u
	for _, it := range items {
		if it.cols > 0 {
			cell = math.Min(cell, math.Min((room.column-12*u)/float64(it.cols), room.tall*0.66/float64(it.rows)))
		}
	}
	return math.Floor(math.Max(16*u, cell))
}

// captionWidth is the width a caption folds to under a picture pw wide in a column of width col.
func captionWidth(pw, col, u float64) float64 { return math.Min(col, math.Max(pw, 420*u)) }

// stackedCell is the largest space with the pictures one above the other within avail (0: none).
func stackedCell(items []fitItem, room fitRoom) float64 {
	u := room.u
	fixed, rows := 0.0, 0
	cell := readableCell(items, room)
	for _, it := range items {
		fixed += 28 * u
		if it.caption {
			fixed += 14*u + room.capH(math.Min(room.column, 420*u)) + 8*u // the narrowest it folds to
		}
		if it.cols == 0 {
			fixed += it.h
		} else {
			rows += it.rows
		}
	}
	if rows == 0 {
		return cell
	}
	return math.Floor(math.Min(cell, (room.avail-fixed)/float64(rows)))
}

// sideGap is the room between two pictures standing side by side.
func sideGap(u float64) float64 { return 28 * u }

// sideCell is the largest space with the pictures side by side across the screen, each caption
// under its picture as wide as it (0: they do not stand so).
func sideCell(items []fitItem, room fitRoom) float64 {
	u := room.u
	if len(items) < 2 {
		return 0
	}
	width, cols := room.across-float64(len(items)-1)*sideGap(u), 0
	for _, it := range items {
		if it.cols == 0 {
			width -= it.w
		} else {
			cols += it.cols
		}
	}
	if cols == 0 || width <= 0 {
		return 0
	}
	cell := math.Min(96*u, width/float64(cols))
	for range 4 { // a narrower caption folds taller: shrink until every column fits
		next := cell
		for _, it := range items {
			w, h := it.w, it.h
			if it.cols > 0 {
				w, h = float64(it.cols)*cell, float64(it.rows)*cell
			}
			if w < 200*u {
				return 0 // a caption folded narrower than this is a ribbon of words
			}
			extra := 28 * u
			if it.caption {
				extra += 14*u + room.capH(w) + 8*u
			}
			if h+extra > room.avail {
				if it.cols == 0 {
					return 0
				}
				next = math.Min(next, (room.avail-extra)/float64(it.rows))
			}
		}
		if next == cell {
			return math.Floor(cell)
		}
		cell = next
	}
	return 0
}
