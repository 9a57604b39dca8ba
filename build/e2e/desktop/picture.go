package main

import (
	"bytes"
	"image"
	"image/png"
	"os/exec"
	"time"

	"golang.org/x/image/bmp"
	"tigris/build/e2e/internal/xserver"
)

// A real picture has many colours; a blank or black window has one or two.
const minColours = 40

// rgb is a pixel's colour, 0-255 each.
type rgb struct{ r, g, b int }

// screenshot takes a picture of the whole X screen and decodes it. It is taken as an uncompressed
// BMP (a PNG of 2560x1600 takes ImageMagick seconds to compress); keep writes the one a step
// accepts as a PNG.
func (c *check) screenshot(x *xserver.Server, name string) image.Image {
	cmd := exec.Command("import", "-window", "root", "bmp3:-")
	cmd.Env = x.Env()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	data, err := cmd.Output()
	if err != nil {
		c.fail("import %s: %v: %s", name, err, stderr.Bytes())
	}
	img, err := bmp.Decode(bytes.NewReader(data))
	if err != nil {
		c.fail("%s: %v", name, err)
	}
	return img
}

// keep writes a picture to the output folder as a PNG.
func (c *check) keep(img image.Image, name string) {
	f := c.create(name)
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(f, img); err != nil {
		c.fail("%s: %v", name, err)
	}
	f.Close()
}

// shotUntil takes pictures until ok accepts one (the game draws when it is ready, which on a
// loaded machine may take seconds), failing with why's words after the deadline; the last one
// taken is kept as name.
func (c *check) shotUntil(x *xserver.Server, name string, ok func(image.Image) bool, why string) image.Image {
	deadline := time.Now().Add(c.timeout)
	for {
		img := c.screenshot(x, name)
		if colours(img) > minColours && ok(img) {
			c.keep(img, name)
			return img
		}
		if time.Now().After(deadline) {
			c.keep(img, name)
			c.fail("%s: %s (%d colours) after %v", name, why, colours(img), c.timeout)
		}
		time.Sleep(pollEvery) // a bounded poll's pace: the picture is taken again, not awaited
	}
}

// shot keeps a picture of a drawn screen once it has settled: a trace line comes as a frame is
// drawn, before the screen shows it, and pieces may still glide in. A screen still moving after
// settleLimit (a bot's clock ticking) is kept as it is: these pictures are for a person to see.
func (c *check) shot(x *xserver.Server, name string) image.Image {
	var last image.Image
	settled := time.Now().Add(settleLimit)
	return c.shotUntil(x, name, func(img image.Image) bool {
		same := last != nil && samePicture(last, img)
		last = img
		return same || time.Now().After(settled)
	}, "the screen looks blank")
}

// samePicture reports two pictures equal pixel for pixel.
func samePicture(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	if pa, ok := a.(*image.RGBA); ok {
		if pb, ok := b.(*image.RGBA); ok {
			return bytes.Equal(pa.Pix, pb.Pix)
		}
	}
	if pa, ok := a.(*image.NRGBA); ok {
		if pb, ok := b.(*image.NRGBA); ok {
			return bytes.Equal(pa.Pix, pb.Pix)
		}
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if pixel(a, x, y) != pixel(b, x, y) {
				return false
			}
		}
	}
	return true
}

// colours counts the distinct colours of a picture, up to a few more than a blank one has.
func colours(img image.Image) int {
	seen := map[rgb]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			seen[pixel(img, x, y)] = true
			if len(seen) > minColours {
				return len(seen)
			}
		}
	}
	return len(seen)
}

// pixel is one pixel's colour.
func pixel(img image.Image, x, y int) rgb {
	r, g, b, _ := img.At(x, y).RGBA()
	return rgb{int(r >> 8), int(g >> 8), int(b >> 8)}
}

// pollUntil asks ok again at a steady pace until it says yes, failing with why after the check's
// deadline: for what the game does not trace (a file written, a picture drawn).
func (c *check) pollUntil(why string, ok func() bool) {
	deadline := time.Now().Add(c.timeout)
	for !ok() {
		if time.Now().After(deadline) {
			c.fail("%s after %v", why, c.timeout)
		}
		time.Sleep(pollEvery)
	}
}
