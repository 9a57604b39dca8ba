//go:build display

package scenes

import (
	"image"
	"image/color"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// While a war's commitment is asked, every supporting tile keeps its own face exactly as the
// board draws it (a black settlement stays black), and its side shows in a ring of its colour at
// the space's edge, round the tile. Before, a frame between white bands was drawn over the tile
// and black settlements looked like white houses (review 5). In testdata/twowars.pos Anna's
// market on G5 starts the kings' war: settlements D5 E5 against I5 J5 K5. Both boards, the
// desktops and a phone; pictures with TE_SCREENSHOTS=folder.
func TestSupportersKeepTheirFace(t *testing.T) {
	drawtest.Start(t)
	for theme, themeName := range settings.ThemeNames {
		for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-3x", 390, 844, 3}} {
			t.Run(themeName+"-"+size.name, func(t *testing.T) {
				d := &driver{t: t, ctx: contextFor(t, size)}
				p := hotSeatAt(t, d, "twowars.pos", theme)
				defer func() { d.free() }()
				if err := p.sess.Drop(session.Piece{Kind: session.HandTile, Color: game.Green}, mustSpace(t, "G5")); err != nil {
					t.Fatal(err)
				}
				if err := p.sess.Try(game.WarMove(game.Black)); err != nil {
					t.Fatal(err)
				}
				d.step(0, 0, false)
				waitForPieces(t, &p.boardView)
				p.anims.finish()
				shown := render(p, d.ctx)
				defer shown.Deallocate()
				savePicture(shown, "supporters-"+themeName+"-"+size.name)
				att, def := p.sess.State().Supporters()
				if len(att) != 2 || len(def) != 3 {
					t.Fatalf("the kings' war has supporters %v and %v, want D5 E5 and I5 J5 K5", att, def)
				}
				checkSupporterFaces(t, p, shown, [2][]int{att, def})
			})
		}
	}
}

// A temple beside both leaders of a revolt (R7.1) is ringed half in each side's colour, the
// attacker's on the left, and keeps its face. In stagedRevoltPosition Archer's priest on A2
// revolts against Bull's on C2: A1 supports him, B2 both. The ancient board on a desktop, the
// space board on a phone; pictures with TE_SCREENSHOTS=folder.
func TestSharedTempleRingedHalfEach(t *testing.T) {
	drawtest.Start(t)
	for theme, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		name := settings.ThemeNames[theme] + "-" + size.name
		t.Run(name, func(t *testing.T) {
			d := &driver{t: t, ctx: contextFor(t, size)}
			st, err := game.ParsePosition(stagedRevoltPosition("rbbggk"))
			if err != nil {
				t.Fatal(err)
			}
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.Theme = theme
			seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}}
			p, err := sh.Play(session.Config{Seats: seats, Start: st})
			if err != nil {
				t.Fatal(err)
			}
			d.scene = p
			defer func() { d.free() }()
			d.step(0, 0, false)
			d.click("ready")
			if err := p.sess.Try(game.LeaderMove(game.Red, mustSpace(t, "A2"))); err != nil {
				t.Fatal(err)
			}
			d.step(0, 0, false)
			waitForPieces(t, &p.boardView)
			p.anims.finish()
			d.ctx.Now = time.Now().Add(time.Minute) // the frame round the priest just placed has faded
			shown := render(p, d.ctx)
			defer shown.Deallocate()
			savePicture(shown, "supporters-shared-"+name)
			att, def := p.sess.State().Supporters()
			b2 := mustSpace(t, "B2")
			if !slices.Contains(att, b2) || !slices.Contains(def, b2) {
				t.Fatalf("the revolt has supporters %v and %v: B2 is not both sides'", att, def)
			}
			checkSupporterFaces(t, p, shown, [2][]int{att, def})
		})
	}
}

// checkSupporterFaces checks each supporter in img: the middle of its tile (a tenth of the space
// in from every side) as the tile's sprite alone draws it, but where a side's badge stands on
// its corner, and the side's colour at the space's edge, halfway down (the attacker's on the
// left, the defender's on the right).
func checkSupporterFaces(t *testing.T, p *Play, img *ebiten.Image, sides [2][]int) {
	t.Helper()
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	ref := engine.NewImage(w, h) // each supporter's sprite alone, drawn as the board draws it
	defer ref.Deallocate()
	st := p.sess.State()
	for _, cells := range sides {
		for _, c := range cells {
			ui.DrawSprite(ref, p.sprites.Tiles[st.Cell(c).Color], p.lay.CellRect(c), 1)
		}
	}
	got, want := image.NewRGBA(image.Rect(0, 0, w, h)), image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(got.Pix)
	ref.ReadPixels(want.Pix)
	for side, cells := range sides {
		col := [2]color.RGBA{colAttack, colDefence}[side]
		for _, c := range cells {
			r := p.lay.CellRect(c)
			var badges [][3]float64 // where the sides' badges stand on it
			for b := range 2 {
				if slices.Contains(sides[b], c) {
					x, y, rad := supportBadgeSpot(r, b, p.lay.U)
					badges = append(badges, [3]float64{x, y, rad + 1.5*p.lay.U})
				}
			}
			if share := faceKept(got, want, part(r, 0.1, 0.9), badges); share < 0.98 {
				t.Errorf("the supporter on %s keeps %.0f%% of its tile's face but its badges, want 98%%", game.SpaceName(c), 100*share)
			}
			x := int(r.X) + 1 // the ring's colour straddles the space's edge
			if side == 1 {
				x = int(r.X+r.W) - 2
			}
			if at := got.RGBAAt(x, int(r.Y+r.H/2)); !near(at, col, 40) {
				t.Errorf("the supporter on %s has %v at its %s edge, not its side's colour %v", game.SpaceName(c), at, [2]string{"left", "right"}[side], col)
			}
		}
	}
}

// faceKept is the share of the pixels in box, but in the discs (centre and radius), where the
// sprite alone (want) is opaque that got shows as it does.
func faceKept(got, want *image.RGBA, box image.Rectangle, discs [][3]float64) float64 {
	inDisc := func(x, y int) bool {
		for _, d := range discs {
			if math.Hypot(float64(x)+0.5-d[0], float64(y)+0.5-d[1]) <= d[2] {
				return true
			}
		}
		return false
	}
	same, all := 0, 0
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			w := want.RGBAAt(x, y)
			if w.A < 255 || inDisc(x, y) {
				continue
			}
			all++
			if near(got.RGBAAt(x, y), w, 24) {
				same++
			}
		}
	}
	if all == 0 {
		return 0
	}
	return float64(same) / float64(all)
}
