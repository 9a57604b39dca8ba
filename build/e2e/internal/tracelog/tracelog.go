// Package tracelog keeps every line a process of an end-to-end check prints (the game's -trace
// lines, a server's log) and lets the check wait on them: on what the process says, never on the
// clock.
package tracelog

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"sync"
	"time"
)

// Log is a process's lines so far.
type Log struct {
	mu      sync.Mutex
	lines   []string
	changed chan struct{} // closed (and replaced) when a line comes
	exited  chan struct{}
	err     error // the exit status, once exited is closed
}

// New is an empty log, its process still running.
func New() *Log { return &Log{changed: make(chan struct{}), exited: make(chan struct{})} }

// Read keeps every line of out (copied to log, and shown to onLine when set), then records wait's
// answer as the exit status.
func (l *Log) Read(out io.Reader, log io.Writer, onLine func(string), wait func() error) {
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	for sc.Scan() {
		line := sc.Text()
		fmt.Fprintln(log, line)
		if onLine != nil {
			onLine(line)
		}
		l.mu.Lock()
		l.lines = append(l.lines, line)
		close(l.changed)
		l.changed = make(chan struct{})
		l.mu.Unlock()
	}
	l.err = wait()
	close(l.exited)
}

// Mark is where the lines to come will start: waits from it see only what happens next.
func (l *Log) Mark() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.lines)
}

// Since is the lines from index from on, and a channel closed when the next one comes.
func (l *Log) Since(from int) ([]string, <-chan struct{}) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.lines[min(from, len(l.lines)):len(l.lines):len(l.lines)], l.changed
}

// Exited is closed when the process has exited; Err is then its exit status.
func (l *Log) Exited() <-chan struct{} { return l.exited }

// Err is the process's exit status, once Exited is closed.
func (l *Log) Err() error { return l.err }

// Until waits for found to accept the lines from index from on. It says why not when the process
// exits first, timeout passes, or stop is closed (then with a nil error and false).
func (l *Log) Until(from int, timeout time.Duration, stop <-chan struct{}, found func(lines []string) bool) (ok bool, err error) {
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		lines, changed := l.Since(from)
		if found(lines) {
			return true, nil
		}
		select {
		case <-changed:
		case <-l.exited:
			lines, _ = l.Since(from)
			if found(lines) {
				return true, nil
			}
			return false, fmt.Errorf("exited (%v)", l.err)
		case <-deadline.C:
			return false, fmt.Errorf("waited %v", timeout)
		case <-stop:
			return false, nil
		}
	}
}

// First finds the first of lines that matches rx: the line and its index, or -1.
func First(lines []string, rx *regexp.Regexp) (string, int) {
	for i, line := range lines {
		if rx.MatchString(line) {
			return line, i
		}
	}
	return "", -1
}
