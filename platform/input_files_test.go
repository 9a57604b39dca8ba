//go:build display && unix

package platform

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"tigris/scenes/session"
)

// -load of a named pipe nobody writes, or of a link to /dev/zero, is refused at once with what it
// is, instead of waiting for ever or reading without end.
func TestLoadRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	pipe, zero := filepath.Join(dir, "pipe.save"), filepath.Join(dir, "zero.save")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Fatal(err)
	}
	os.Symlink("/dev/zero", zero)
	for path, says := range map[string]string{pipe: "it is a named pipe", zero: "it is a device"} {
		var cfg session.Config
		err := loadSave(&cfg, path)
		if err == nil || !strings.Contains(err.Error(), says) || cfg.Record != nil {
			t.Errorf("-load %s: %v", path, err)
		}
	}
}
