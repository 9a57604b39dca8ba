//go:build display && linux

package platform

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// usageFile holds the flags' help for a start without a display, where the game cannot run far
// enough to print it.
const usageFile = "../engine/displaycheck/usage.go"

// fakeX listens like an X server on TCP and answers each connection with answer (nil: hangs up
// at once, as a forwarded display whose other end is gone); it returns the DISPLAY naming it.
func fakeX(t *testing.T, answer func(c net.Conn)) string {
	t.Helper()
	for {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		port := l.Addr().(*net.TCPAddr).Port
		if port < 6000 {
			l.Close()
			continue
		}
		t.Cleanup(func() { l.Close() })
		go func() {
			for {
				c, err := l.Accept()
				if err != nil {
					return
				}
				if answer != nil {
					answer(c)
				}
				c.Close()
			}
		}()
		return fmt.Sprintf("127.0.0.1:%d.0", port-6000)
	}
}

// refuseAuthorization reads a client's connection setup and answers Failed, as an X server does
// to a client without the right cookie.
func refuseAuthorization(c net.Conn) {
	head := make([]byte, 12)
	if _, err := io.ReadFull(c, head); err != nil {
		return
	}
	order := binary.ByteOrder(binary.LittleEndian)
	if head[0] == 'B' {
		order = binary.BigEndian
	}
	pad := func(n int) int { return (n + 3) &^ 3 }
	io.CopyN(io.Discard, c, int64(pad(int(order.Uint16(head[6:])))+pad(int(order.Uint16(head[8:])))))
	reason := "Authorization required, but no authorization protocol specified"
	reply := make([]byte, 8+pad(len(reason)))
	reply[0], reply[1] = 0, byte(len(reason))
	order.PutUint16(reply[2:], 11)
	order.PutUint16(reply[6:], uint16(pad(len(reason))/4))
	copy(reply[8:], reason)
	c.Write(reply)
}

// No value of DISPLAY ends the game with a panic's trace: a screen the server lacks, a dead
// forwarded display, a name that is no display, none at all, a server refusing authorization
// each give a message and exit status 2, and -h prints the flags' help all the same.
func TestDisplayProblemsGiveAMessage(t *testing.T) {
	bin := buildGame(t)
	good := os.Getenv("DISPLAY")
	var help bytes.Buffer
	cmd := exec.Command(bin, "-h")
	cmd.Stderr = &help
	cmd.Run()
	if !strings.Contains(help.String(), "-seats") {
		t.Fatalf("-h with a display printed %q", help.String())
	}
	wantUsage := "Usage of tigris:\n" + help.String()[strings.Index(help.String(), "\n")+1:]
	if os.Getenv("TIGRIS_UPDATE_USAGE") != "" {
		src := "package displaycheck\n\n// usage is the game's -h, printed where no display lets the game print it (kept equal by\n// the game's TestDisplayProblemsGiveAMessage; TIGRIS_UPDATE_USAGE=1 writes it anew).\nconst usage = " + strconv.Quote(wantUsage) + "\n"
		if err := os.WriteFile(usageFile, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Fatalf("%s written anew: build and test again", usageFile)
	}
	src, err := os.ReadFile(usageFile)
	if err != nil || !strings.Contains(string(src), strconv.Quote(wantUsage)) {
		t.Fatalf("%s is not the game's -h: run this test with TIGRIS_UPDATE_USAGE=1", usageFile)
	}
	for _, display := range []string{good + ".7", ":93.7", fakeX(t, nil), fakeX(t, refuseAuthorization), "garbage", "localhost:", ""} {
		for _, args := range [][]string{nil, {"-h"}} {
			cmd := exec.Command(bin, args...)
			cmd.Env = append(os.Environ(), "DISPLAY="+display)
			var out bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &out
			err := cmd.Run()
			code := -1
			if e, ok := err.(*exec.ExitError); ok {
				code = e.ExitCode()
			}
			text := out.String()
			if code != 2 || strings.Contains(text, "panic") || strings.Contains(text, "goroutine") {
				t.Errorf("DISPLAY=%q %v: exit %d, %q", display, args, code, text)
				continue
			}
			if args == nil && !strings.HasPrefix(text, "tigris: ") {
				t.Errorf("DISPLAY=%q: %q is no message", display, text)
			}
			if args != nil && !strings.Contains(text, wantUsage) {
				t.Errorf("DISPLAY=%q -h: the help is not printed: %q", display, text)
			}
		}
	}
}
