package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
)

// xserver is a private Xvfb screen.
type xserver struct {
	cmd     *exec.Cmd
	display string
	w, h    int
}

// startX starts Xvfb on a free display and returns once it accepts clients: Xvfb picks the display
// and writes its number to -displayfd when it is ready, so nothing is guessed or polled.
func (c *check) startX(w, h int, logName string) *xserver {
	r, wr, err := os.Pipe()
	if err != nil {
		c.fail("a pipe for Xvfb: %v", err)
	}
	logf := c.create(logName)
	// -noreset keeps the X resources (Xft.dpi) between clients
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp", "-noreset")
	cmd.ExtraFiles = []*os.File{wr}
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // never outlives the check
	if err := cmd.Start(); err != nil {
		c.fail("Xvfb: %v", err)
	}
	wr.Close()
	x := &xserver{cmd: cmd, w: w, h: h}
	c.cleanups = append(c.cleanups, x.stop)
	num, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil {
		c.fail("Xvfb did not start (see %s): %v", logName, err)
	}
	x.display = ":" + strings.TrimSpace(num)
	return x
}

// stop ends the X server and waits for it.
func (x *xserver) stop() {
	if x.cmd.ProcessState != nil {
		return
	}
	x.cmd.Process.Signal(syscall.SIGTERM)
	x.cmd.Wait()
}

// env is the environment of a client of this server.
func (x *xserver) env() []string {
	return append(os.Environ(), "DISPLAY="+x.display)
}

// run runs an X client to its end, failing the check when it fails.
func (c *check) xrun(x *xserver, stdin string, name string, args ...string) string {
	cmd := exec.Command(name, args...)
	cmd.Env = x.env()
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.CombinedOutput()
	if err != nil {
		c.fail("%s %s: %v: %s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}
