package engine

import (
	"github.com/hajimehoshi/ebiten/v2/audio"
)

// Sound plays short clips. Without a sound device it stays silent and reports why in Err; every
// method is safe on a silent or nil Sound.
type Sound struct {
	ctx     *audio.Context
	clips   map[string][]byte
	players map[string]*audio.Player
	volume  float64
	// Err says why the game is silent, or is nil.
	Err error
}

// NewSound prepares clips given as 32-bit float stereo frames at rate.
func NewSound(rate int, clips map[string][]byte) *Sound {
	s := &Sound{clips: clips, players: map[string]*audio.Player{}, volume: 1}
	if err := probeAudio(); err != nil {
		s.Err = err
		return s
	}
	s.ctx = audio.NewContext(rate)
	return s
}

// SetVolume sets the volume from 0 (mute) to 1.
func (s *Sound) SetVolume(v float64) {
	if s != nil {
		s.volume = v
	}
}

// Play starts a clip from its beginning.
func (s *Sound) Play(name string) {
	if s == nil || s.ctx == nil || s.volume <= 0 {
		return
	}
	p, ok := s.players[name]
	if !ok {
		data, found := s.clips[name]
		if !found {
			return
		}
		p = s.ctx.NewPlayerF32FromBytes(data)
		s.players[name] = p
	}
	p.SetVolume(s.volume)
	p.Rewind()
	p.Play()
}
