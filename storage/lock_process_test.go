//go:build unix

package storage

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"testing"
)

// lockHolderEnv makes this test binary a second process that locks a folder, drops what Lock
// returned, collects its garbage (which closed the lock's file before) and holds on until its
// standard input closes.
const lockHolderEnv = "TIGRIS_TEST_LOCK_HOLDER"

func TestMain(m *testing.M) {
	if dir := os.Getenv(lockHolderEnv); dir != "" {
		if _, err := NewDir(dir).Lock(); err != nil {
			os.Stdout.WriteString("refused\n")
			os.Exit(0)
		}
		for i := 0; i < 5; i++ {
			runtime.GC() // the finalizer of a forgotten lock file runs here
		}
		os.Stdout.WriteString("locked\n")
		bufio.NewReader(os.Stdin).ReadString('\n') // until the test closes the pipe
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// A folder locked by one process stays refused to another for as long as the first lives, even
// when the first kept nothing of its lock and collected its garbage; once it exits the folder is
// free again.
func TestLockHeldForTheProcessLife(t *testing.T) {
	root := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), lockHolderEnv+"="+root)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || line != "locked\n" {
		in.Close()
		cmd.Wait()
		t.Fatalf("the first process said %q, %v", line, err)
	}
	for i := 0; i < 3; i++ {
		runtime.GC()
		if _, err := NewDir(root).Lock(); !errors.Is(err, ErrInUse) {
			in.Close()
			cmd.Wait()
			t.Fatalf("a second process was given the folder the first still holds: %v", err)
		}
	}
	in.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	unlock, err := NewDir(root).Lock()
	if err != nil {
		t.Fatalf("the folder stays refused after the first process ended: %v", err)
	}
	unlock()
}
