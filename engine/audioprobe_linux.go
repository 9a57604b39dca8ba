//go:build linux && !android

package engine

// #cgo pkg-config: alsa
// #include <alsa/asoundlib.h>
// static void quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
// static int probe(void) {
//   snd_lib_error_set_handler(quiet);
//   snd_pcm_t *h;
//   int err = snd_pcm_open(&h, "default", SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK);
//   if (err == 0) snd_pcm_close(h);
//   snd_lib_error_set_handler(NULL);
//   return err;
// }
import "C"

import "fmt"

// probeAudio opens and closes the default ALSA device. Ebitengine's audio ends the game with an
// error when no device opens, so a machine without one must be found out before.
func probeAudio() error {
	if err := C.probe(); err < 0 {
		return fmt.Errorf("no sound device (ALSA error %d)", int(err))
	}
	return nil
}
