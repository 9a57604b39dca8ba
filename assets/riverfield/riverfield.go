// Package riverfield prepares the processor's part of the painted map: the signed distance from
// every point of the board to the rivers' banks, sampled a few times a space. The map's shaders
// read it enlarged, so it is the same for every size of the board and is computed once per map,
// off the frame, and needs no display to be tested.
package riverfield

import (
	"math"
	"sync"

	"tigris/game"
)

// K is how many samples of the distance to the water a space has each way; the shaders read it
// smoothly enlarged to the board's pixels.
const K = 8

// W and H are the field's size in samples: a sample's border beyond the board, for the enlarging.
const W, H = game.Cols*K + 2, game.Rows*K + 2

// riverHalf is half a river's width, in spaces: the bank between two river spaces' water and a
// land space's edge is what is left of the river space.
const riverHalf = 0.42

// Pixels is the signed distance from the rivers' banks in spaces (negative on the water) at K
// samples a space, as W x H RGBA pixels in two channels: red spans -0.5 to 2.5 spaces, green -0.2
// to 0.2 finely for the banks' edge. yield, if not nil, is called every few rows (the browser
// draws its frames then).
func Pixels(river *[game.NCells]bool, yield func()) []byte {
	sk := riverSkeleton(river)
	pix := make([]byte, 4*W*H)
	for j := 0; j < H; j++ {
		for i := 0; i < W; i++ {
			d := sk.distance((float64(i)-0.5)/K, (float64(j)-0.5)/K)
			k := 4 * (j*W + i)
			pix[k] = unit((d + 0.5) / 3)
			pix[k+1] = unit(0.5 + d*2.5)
			pix[k+3] = 255
		}
		if yield != nil && j%4 == 3 {
			yield()
		}
	}
	return pix
}

// Job is one map's field on its way: prepared once and kept, since a board of any size, and
// every resize, paints from the same field.
type Job struct {
	done chan struct{}
	pix  []byte
}

var (
	jobsMu sync.Mutex
	jobs   = map[[game.NCells]bool]*Job{}
)

// For is the job of mp's field, started on a goroutine of its own (calling yield every few
// rows) if nobody asked for it before.
func For(mp *game.Map, yield func()) *Job {
	jobsMu.Lock()
	defer jobsMu.Unlock()
	j := jobs[mp.River]
	if j == nil {
		j = &Job{done: make(chan struct{})}
		jobs[mp.River] = j
		river := mp.River
		go func() {
			j.pix = Pixels(&river, yield)
			close(j.done)
		}()
	}
	return j
}

// Ready reports whether the field is ready, without waiting.
func (j *Job) Ready() bool {
	select {
	case <-j.done:
		return true
	default:
		return false
	}
}

// Pixels waits for the field and returns it (shared: not to be changed).
func (j *Job) Pixels() []byte {
	<-j.done
	return j.pix
}

func unit(v float64) byte { return byte(math.Round(255 * math.Max(0, math.Min(1, v)))) }

// skeleton is the rivers' middle line, in spaces: from each river space's centre to its river
// neighbours' (across the board's edge too: rivers run on), and the squares between four river
// spaces, which a river fills.
type skeleton struct {
	segs  [][4]float64
	boxes [][4]float64
}

func riverSkeleton(rivers *[game.NCells]bool) skeleton {
	river := func(c, r int) bool {
		if c < 0 || r < 0 || c >= game.Cols || r >= game.Rows {
			return true
		}
		return rivers[r*game.Cols+c]
	}
	var sk skeleton
	for i := 0; i < game.NCells; i++ {
		if !rivers[i] {
			continue
		}
		c, r := i%game.Cols, i/game.Cols
		cx, cy := float64(c)+0.5, float64(r)+0.5
		sk.segs = append(sk.segs, [4]float64{cx, cy, cx, cy})
		for _, n := range [4][2]int{{1, 0}, {0, 1}, {-1, 0}, {0, -1}} {
			nc, nr := c+n[0], r+n[1]
			onBoard := nc >= 0 && nr >= 0 && nc < game.Cols && nr < game.Rows
			if river(nc, nr) && (n[0]+n[1] > 0 || !onBoard) { // each join once; edges run off
				sk.segs = append(sk.segs, [4]float64{cx, cy, cx + float64(n[0]), cy + float64(n[1])})
			}
		}
		if river(c+1, r) && river(c, r+1) && river(c+1, r+1) && c+1 < game.Cols && r+1 < game.Rows {
			sk.boxes = append(sk.boxes, [4]float64{cx, cy, cx + 1, cy + 1})
		}
	}
	return sk
}

// distance is the signed distance from (px, py) to the water's edge, in spaces.
func (sk *skeleton) distance(px, py float64) float64 {
	d := 1e9
	for _, s := range sk.segs {
		dx, dy := s[2]-s[0], s[3]-s[1]
		t := 0.0
		if l := dx*dx + dy*dy; l > 0 {
			t = max(0, min(1, ((px-s[0])*dx+(py-s[1])*dy)/l))
		}
		ex, ey := px-s[0]-t*dx, py-s[1]-t*dy
		d = smoothMin(d, math.Sqrt(ex*ex+ey*ey))
	}
	for _, b := range sk.boxes {
		ex := max(0, b[0]-px, px-b[2])
		ey := max(0, b[1]-py, py-b[3])
		d = smoothMin(d, math.Sqrt(ex*ex+ey*ey))
	}
	return d - riverHalf
}

// fillet is the width of smoothMin's fillet, in spaces.
const fillet = 0.2

// smoothMin joins two distances with a fillet a fifth of a space wide, so a river's bends are
// round on the inside as well as the outside.
func smoothMin(a, b float64) float64 {
	h := max(fillet-math.Abs(a-b), 0) / fillet
	return min(a, b) - h*h*fillet/4
}
