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
	names   []string
	once    sync.Once
	volume  float64
	// Err says why the game is silent, or is nil.
	Err error
	// Played, when set, hears the name of every clip started on a device (for checks).
	Played func(name string)
}

// NewSound plays the named clips, made by mk as 32-bit float stereo frames at rate: each when it
// is first played, or all of them in the background once Prepare is called.
func NewSound(rate int, names []string, mk func(name string) []byte) *Sound {
	s := &Sound{clips: map[string][]byte{}, make: mk, players: map[string]*audio.Player{}, volume: 1}
	if err := probeAudio(); err != nil {
		s.Err = err
		return s
	}
	s.ctx = audio.NewContext(rate)
	s.names = names
	return s
}

// Prepare makes the clips in the background, once. A program calls it after its first frame: in
// the browser's one thread the making took the processor from that frame (a quarter of a second
// on a slow phone).
func (s *Sound) Prepare() {
	if s == nil || s.ctx == nil {
		return
	}
	s.once.Do(func() {
		go func() {
			for _, n := range s.names {
				s.clip(n)
			}
		}()
	})
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
