// Package xserver runs a private Xvfb screen for an end-to-end check: started on a display Xvfb
// picks itself, ready before Start returns (nothing guessed or polled), and never outliving the
// check.
package xserver

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
)

// Server is one Xvfb screen.
type Server struct {
	cmd     *exec.Cmd
	Display string // ":N"
	W, H    int    // the screen's size in pixels
}

// Start starts Xvfb with a w x h screen, its output to log, and returns once it accepts clients:
// Xvfb writes its display's number to -displayfd when it is ready.
func Start(w, h int, log io.Writer) (*Server, error) {
	r, wr, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("a pipe for Xvfb: %v", err)
	}
	defer r.Close()
	// -noreset keeps the X resources (Xft.dpi) between clients
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp", "-noreset")
	cmd.ExtraFiles = []*os.File{wr}
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // never outlives the check
	err = cmd.Start()
	wr.Close()
	if err != nil {
		return nil, fmt.Errorf("Xvfb: %v", err)
	}
	s := &Server{cmd: cmd, W: w, H: h}
	num, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		s.Stop()
		return nil, fmt.Errorf("Xvfb did not start: %v", err)
	}
	s.Display = ":" + strings.TrimSpace(num)
	return s, nil
}

// Stop ends the server and waits for it; once stopped, it does nothing.
func (s *Server) Stop() {
	if s.cmd.ProcessState != nil {
		return
	}
	s.cmd.Process.Signal(syscall.SIGTERM)
	s.cmd.Wait()
}

// Env is the environment of a client of this server.
func (s *Server) Env() []string {
	return append(os.Environ(), "DISPLAY="+s.Display)
}

// Run runs an X client to its end with stdin as its input, and returns what it printed.
func (s *Server) Run(stdin, name string, args ...string) (string, error) {
	cmd := exec.Command(name, args...)
	cmd.Env = s.Env()
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return string(out), fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, out)
	}
	return string(out), nil
}
