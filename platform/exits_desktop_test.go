//go:build display && !js

package platform

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"tigris/scenes/session"
	"tigris/storage"
)

// buildGame builds the desktop game (the module's root, package main) into a temporary folder.
func buildGame(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "tigris")
	if out, err := exec.Command("go", "build", "-o", bin, "tigris").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// A logout or shutdown (SIGTERM) and Ctrl-C (SIGINT) end the game with every decision it made
// written for Continue and no temporary file left behind.
func TestSignalsWriteTheLastDecision(t *testing.T) {
	bin := buildGame(t)
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			data := t.TempDir()
			cmd := exec.Command(bin, "-data", data, "-seats", "archer:random,bull:random,pot:random",
				"-botdelay", "0", "-trace", "-mute", "-size", "640x400")
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			cmd.Stderr = os.Stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			lines := bufio.NewScanner(out)
			applied := 0
			for applied < 15 && lines.Scan() {
				if strings.HasPrefix(lines.Text(), "applied:") {
					applied++
				}
			}
			if applied < 15 {
				cmd.Process.Kill()
				cmd.Wait()
				t.Fatalf("the game printed only %d decisions", applied)
			}
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			for lines.Scan() { // until the game has ended and closed its output
				if strings.HasPrefix(lines.Text(), "applied:") {
					applied++
				}
			}
			if err := cmd.Wait(); err != nil {
				t.Fatalf("after %v the game ended with %v", sig, err)
			}
			cfg, err := session.LoadConfig(storage.NewDir(data), session.AutosaveKey)
			if err != nil {
				t.Fatal(err)
			}
			if n := len(cfg.Record.Moves()); n != applied {
				t.Fatalf("the game made %d decisions but kept %d", applied, n)
			}
			entries, _ := os.ReadDir(data)
			for _, e := range entries {
				if strings.Contains(e.Name(), ".tmp-") {
					t.Errorf("left behind: %s", e.Name())
				}
			}
		})
	}
}
