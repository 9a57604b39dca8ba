//go:build display

package menus

import (
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
)

// The title's thousand shapes are drawn in short batches (engine.Shapes): in one batch they left
// Ebitengine's stencil image for anti-aliased paths, which is kept for the process and cleared at
// every later batch, 4093x986 pixels, so every shape drawn after anywhere cost 15 ms of a software
// renderer. Measured in a process of its own (that image never shrinks): the GPU memory the
// picture and its moving light take at 2532x1170, 100 MB in one batch, 68 MB in short ones.
func TestTitleLeavesTheStencilSmall(t *testing.T) {
	if os.Getenv("TIGRIS_TITLE_STENCIL") == "1" {
		ctx := newContext(t, 2532, 1170, 3)
		img := engine.NewImage(ctx.W, ctx.H)
		lay := titleLayout(float64(ctx.W), float64(ctx.H), ctx.Scale)
		paintTitleScene(ctx, img, lay, &assets.Normal)
		drawTitleMotion(img, ctx, lay, false, 12.5)
		img.At(0, 0) // drawn
		var d ebiten.DebugInfo
		ebiten.ReadDebugInfo(&d)
		fmt.Printf("title: %d bytes of GPU memory\n", d.TotalGPUImageMemoryUsageInBytes)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^TestTitleLeavesTheStencilSmall$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), "TIGRIS_TITLE_STENCIL=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the title's process: %v\n%s", err, out)
	}
	m := regexp.MustCompile(`title: (\d+) bytes`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("the title's process said nothing of its memory:\n%s", out)
	}
	n, _ := strconv.ParseInt(string(m[1]), 10, 64)
	if n > 84<<20 {
		t.Errorf("the title took %d MB of GPU memory (68 in short batches, 100 in one)", n>>20)
	}
}
