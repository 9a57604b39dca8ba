package engine

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// Sound plays short clips. Without a sound device it stays silent and reports why in Err; every
// method is safe on a silent or nil Sound.
type Sound struct {
	ctx     *audio.Context
	mu      sync.Mutex
	clips   map[string][]byte
	make    func(name string) []byte
	players map[string]*audio.Player
	volume  float64
	// Err says why the game is silent, or is nil.
	Err error
	// Played, when set, hears the name of every clip started on a device (for checks).
	Played func(name string)
}

// NewSound prepares the named clips, made by mk as 32-bit float stereo frames at rate. They are
// made off the first frame's path, in the background, so the game starts at once.
func NewSound(rate int, names []string, mk func(name string) []byte) *Sound {
	s := &Sound{clips: map[string][]byte{}, make: mk, players: map[string]*audio.Player{}, volume: 1}
	if err := probeAudio(); err != nil {
		s.Err = err
		return s
	}
	s.ctx = audio.NewContext(rate)
	go func() {
		for _, n := range names {
			s.clip(n)
		}
	}()
	return s
}

func (s *Sound) clip(name string) []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.clips[name]
	if !ok {
		c = s.make(name)
		s.clips[name] = c
	}
	return c
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
		p = s.ctx.NewPlayerF32FromBytes(s.clip(name))
		s.players[name] = p
	}
	p.SetVolume(s.volume)
	p.Rewind()
	p.Play()
	if s.Played != nil {
		s.Played(name)
	}
}
