package relief

import "math"

// Signed-distance shapes in units of one board space, the outlines the pieces are modelled from.

// shape is a signed distance (in units of a space; negative inside) and the box outside of
// which it is at least the distance to that box, so a pixel far from it is not evaluated.
type shape struct {
	d              func(x, y float64) float64
	x0, y0, x1, y1 float64
}

// at is the distance of (x, y) to the shape, exact within reach of its box.
func (s shape) at(x, y, reach float64) float64 {
	dx := fmax(fmax(s.x0-x, x-s.x1), 0)
	dy := fmax(fmax(s.y0-y, y-s.y1), 0)
	if dx > reach || dy > reach {
		return hypot(dx, dy)
	}
	return s.d(x, y)
}

func circle(cx, cy, r float64) shape {
	return shape{func(x, y float64) float64 { return hypot(x-cx, y-cy) - r }, cx - r, cy - r, cx + r, cy + r}
}

// box is a rectangle at (x, y) of size w×h with corners rounded by r.
func box(x, y, w, h, r float64) shape {
	cx, cy, hw, hh := x+w/2, y+h/2, w/2-r, h/2-r
	return shape{func(px, py float64) float64 {
		qx, qy := math.Abs(px-cx)-hw, math.Abs(py-cy)-hh
		return hypot(fmax(qx, 0), fmax(qy, 0)) + fmin(fmax(qx, qy), 0) - r
	}, x, y, x + w, y + h}
}

// capsule is the segment from a to b thickened to width w.
func capsule(ax, ay, bx, by, w float64) shape {
	r := w / 2
	ex, ey := bx-ax, by-ay
	ee := ex*ex + ey*ey
	return shape{func(x, y float64) float64 {
		wx, wy := x-ax, y-ay
		t := 0.0
		if ee > 0 {
			t = fmax(0, fmin(1, (wx*ex+wy*ey)/ee))
		}
		return hypot(wx-ex*t, wy-ey*t) - r
	}, fmin(ax, bx) - r, fmin(ay, by) - r, fmax(ax, bx) + r, fmax(ay, by) + r}
}

// poly is a filled polygon.
func poly(pts ...[2]float64) shape {
	s := shape{x0: math.Inf(1), y0: math.Inf(1), x1: math.Inf(-1), y1: math.Inf(-1)}
	for _, p := range pts {
		s.x0, s.y0, s.x1, s.y1 = fmin(s.x0, p[0]), fmin(s.y0, p[1]), fmax(s.x1, p[0]), fmax(s.y1, p[1])
	}
	s.d = func(x, y float64) float64 {
		d := (x-pts[0][0])*(x-pts[0][0]) + (y-pts[0][1])*(y-pts[0][1])
		sign := 1.0
		for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
			ex, ey := pts[j][0]-pts[i][0], pts[j][1]-pts[i][1]
			wx, wy := x-pts[i][0], y-pts[i][1]
			t := 0.0
			if ee := ex*ex + ey*ey; ee > 0 {
				t = fmax(0, fmin(1, (wx*ex+wy*ey)/ee))
			}
			bx, by := wx-ex*t, wy-ey*t
			d = fmin(d, bx*bx+by*by)
			c1, c2, c3 := y >= pts[i][1], y < pts[j][1], ex*wy > ey*wx
			if c1 && c2 && c3 || !c1 && !c2 && !c3 {
				sign = -sign
			}
		}
		return sign * math.Sqrt(d)
	}
	return s
}

// union is every shape at once.
func union(ss ...shape) shape {
	u := shape{x0: math.Inf(1), y0: math.Inf(1), x1: math.Inf(-1), y1: math.Inf(-1)}
	for _, s := range ss {
		u.x0, u.y0, u.x1, u.y1 = fmin(u.x0, s.x0), fmin(u.y0, s.y0), fmax(u.x1, s.x1), fmax(u.y1, s.y1)
	}
	u.d = func(x, y float64) float64 {
		d := math.Inf(1)
		for _, s := range ss {
			d = fmin(d, s.at(x, y, 0.08))
		}
		return d
	}
	return u
}

// minus is a without b.
func minus(a, b shape) shape {
	return shape{func(x, y float64) float64 { return fmax(a.d(x, y), -b.at(x, y, 0.08)) }, a.x0, a.y0, a.x1, a.y1}
}

// ring is a shape's outline of width w.
func ring(s shape, w float64) shape {
	return shape{func(x, y float64) float64 { return math.Abs(s.d(x, y)) - w/2 }, s.x0 - w, s.y0 - w, s.x1 + w, s.y1 + w}
}

// stroke is a polyline of width w.
func stroke(w float64, pts ...[2]float64) shape {
	var ss []shape
	for i := 1; i < len(pts); i++ {
		ss = append(ss, capsule(pts[i-1][0], pts[i-1][1], pts[i][0], pts[i][1], w))
	}
	return union(ss...)
}

// quad is a quadratic curve from a through control c to b, as points.
func quad(a, c, b [2]float64) [][2]float64 {
	const n = 10
	pts := make([][2]float64, 0, n+1)
	for i := 0; i <= n; i++ {
		t := float64(i) / n
		u := 1 - t
		pts = append(pts, [2]float64{u*u*a[0] + 2*u*t*c[0] + t*t*b[0], u*u*a[1] + 2*u*t*c[1] + t*t*b[1]})
	}
	return pts
}

// arc is the points of a circle's arc from angle a0 to a1.
func arc(cx, cy, r, a0, a1 float64) [][2]float64 {
	const n = 16
	pts := make([][2]float64, 0, n+1)
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/n
		pts = append(pts, [2]float64{cx + math.Cos(a)*r, cy + math.Sin(a)*r})
	}
	return pts
}

// grow is a shape made larger by off units all round.
func grow(s shape, off float64) shape {
	return shape{func(x, y float64) float64 { return s.d(x, y) - off }, s.x0 - off, s.y0 - off, s.x1 + off, s.y1 + off}
}

// fmin, fmax and hypot are math's without its care for NaN and overflow, which the shapes never
// meet: the renderer calls them for every pixel of every shape.
func fmin(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}

func fmax(a, b float64) float64 {
	if a > b {
		return a
	}
	return b
}

func hypot(x, y float64) float64 { return math.Sqrt(x*x + y*y) }
