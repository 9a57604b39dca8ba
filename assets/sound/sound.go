// Package sound makes the game's sounds: each is synthesised here from a few notes and noise
// bursts, so the project owns them and no file ships. It needs no audio device.
package sound

import (
	"encoding/binary"
	"math"
)

// Rate is the sample rate of every sound.
const Rate = 44100

// The sounds, named for what they mark.
const (
	TilePlaced   = "tile"
	LeaderPlaced = "leader"
	Scored       = "score"
	Conflict     = "conflict"
	Won          = "won"
	Lost         = "lost"
	Treasure     = "treasure"
	Monument     = "monument"
	Catastrophe  = "catastrophe"
	YourTurn     = "your-turn"
	GameOver     = "game-over"
)

// Names lists every sound.
var Names = []string{TilePlaced, LeaderPlaced, Scored, Conflict, Won, Lost, Treasure, Monument, Catastrophe, YourTurn, GameOver}

type wave int

const (
	sine wave = iota
	triangle
	noise
)

// part is one note or noise burst: it starts at At seconds, rings for Dur with a quick attack and
// an exponential decay, and slides from Freq to Freq*Slide.
type part struct {
	At, Dur, Freq, Slide, Gain float64
	Wave                       wave
	Harm                       float64 // share of the second harmonic, for a brighter note
}

var recipes = map[string][]part{
	// a wooden tile set down: a short low knock with a little grit
	TilePlaced: {{Dur: 0.07, Freq: 180, Slide: 0.6, Gain: 0.8}, {Dur: 0.03, Freq: 1, Gain: 0.25, Wave: noise}},
	// a leader: two taps, higher
	LeaderPlaced: {{Dur: 0.06, Freq: 392, Slide: 0.8, Gain: 0.6, Harm: 0.3}, {At: 0.07, Dur: 0.09, Freq: 523, Slide: 0.9, Gain: 0.6, Harm: 0.3}},
	// a point: a bright bell
	Scored: {{Dur: 0.25, Freq: 1319, Slide: 1, Gain: 0.45, Harm: 0.2}, {At: 0.05, Dur: 0.3, Freq: 1760, Slide: 1, Gain: 0.35}},
	// a conflict opens: two drum beats
	Conflict: {{Dur: 0.22, Freq: 110, Slide: 0.5, Gain: 0.9}, {Dur: 0.08, Freq: 1, Gain: 0.3, Wave: noise},
		{At: 0.2, Dur: 0.3, Freq: 98, Slide: 0.5, Gain: 0.9}, {At: 0.2, Dur: 0.08, Freq: 1, Gain: 0.3, Wave: noise}},
	// won: a rising major triad
	Won: {{Dur: 0.16, Freq: 523, Gain: 0.5, Wave: triangle}, {At: 0.12, Dur: 0.16, Freq: 659, Gain: 0.5, Wave: triangle},
		{At: 0.24, Dur: 0.4, Freq: 784, Gain: 0.55, Wave: triangle}},
	// lost: a falling minor line
	Lost: {{Dur: 0.18, Freq: 440, Gain: 0.5, Wave: triangle}, {At: 0.15, Dur: 0.18, Freq: 349, Gain: 0.5, Wave: triangle},
		{At: 0.3, Dur: 0.45, Freq: 262, Slide: 0.97, Gain: 0.55, Wave: triangle}},
	// a treasure: a quick sparkle
	Treasure: {{Dur: 0.12, Freq: 1568, Gain: 0.35}, {At: 0.06, Dur: 0.12, Freq: 2093, Gain: 0.35}, {At: 0.12, Dur: 0.3, Freq: 2637, Gain: 0.35}},
	// a monument: a deep open chord
	Monument: {{Dur: 0.8, Freq: 196, Gain: 0.45, Harm: 0.4}, {At: 0.03, Dur: 0.8, Freq: 294, Gain: 0.35, Harm: 0.3}, {At: 0.06, Dur: 0.8, Freq: 392, Gain: 0.3}},
	// a catastrophe: a falling rumble
	Catastrophe: {{Dur: 0.5, Freq: 90, Slide: 0.4, Gain: 0.8}, {Dur: 0.45, Freq: 1, Gain: 0.45, Wave: noise}},
	// your turn: two soft chimes
	YourTurn: {{Dur: 0.25, Freq: 659, Gain: 0.35, Harm: 0.15}, {At: 0.16, Dur: 0.35, Freq: 880, Gain: 0.35, Harm: 0.15}},
	// game over: a short fanfare
	GameOver: {{Dur: 0.2, Freq: 392, Gain: 0.45, Wave: triangle}, {At: 0.18, Dur: 0.2, Freq: 523, Gain: 0.45, Wave: triangle},
		{At: 0.36, Dur: 0.2, Freq: 659, Gain: 0.45, Wave: triangle}, {At: 0.54, Dur: 0.7, Freq: 784, Gain: 0.5, Wave: triangle, Harm: 0.2}},
}

// Samples synthesises a sound as mono samples in [-1, 1].
func Samples(name string) []float32 {
	parts := recipes[name]
	end := 0.0
	for _, p := range parts {
		end = max(end, p.At+p.Dur)
	}
	out := make([]float64, int(end*Rate)+1)
	rng := uint32(0x9e3779b9)
	for _, p := range parts {
		start := int(p.At * Rate)
		n := int(p.Dur * Rate)
		slide := p.Slide
		if slide == 0 {
			slide = 1
		}
		phase, lp := 0.0, 0.0
		for i := 0; i < n && start+i < len(out); i++ {
			t := float64(i) / Rate
			f := p.Freq * math.Pow(slide, t/p.Dur)
			phase += f / Rate
			var v float64
			switch p.Wave {
			case sine:
				v = math.Sin(2*math.Pi*phase) + p.Harm*math.Sin(4*math.Pi*phase)
			case triangle:
				x := phase - math.Floor(phase)
				v = 4*math.Abs(x-0.5) - 1 + p.Harm*math.Sin(4*math.Pi*phase)
			case noise:
				rng ^= rng << 13
				rng ^= rng >> 17
				rng ^= rng << 5
				lp += (float64(rng)/math.MaxUint32*2 - 1 - lp) * 0.3 // a soft low-pass
				v = lp * 2
			}
			attack := math.Min(1, t/0.004)
			decay := math.Exp(-5 * t / p.Dur)
			tail := math.Min(1, float64(n-i)/(0.01*Rate)) // no click at the end
			out[start+i] += v * p.Gain * attack * decay * tail
		}
	}
	peak := 0.0
	for _, v := range out {
		peak = max(peak, math.Abs(v))
	}
	res := make([]float32, len(out))
	for i, v := range out {
		if peak > 0.9 {
			v *= 0.9 / peak
		}
		res[i] = float32(v)
	}
	return res
}

// StereoF32 is a sound as little-endian 32-bit float stereo frames, what the audio player takes.
func StereoF32(mono []float32) []byte {
	b := make([]byte, len(mono)*8)
	for i, v := range mono {
		bits := math.Float32bits(v)
		binary.LittleEndian.PutUint32(b[i*8:], bits)
		binary.LittleEndian.PutUint32(b[i*8+4:], bits)
	}
	return b
}
