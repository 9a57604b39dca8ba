//go:build linux

// Command subreaper runs a command as a child subreaper (Linux's PR_SET_CHILD_SUBREAPER, which
// the command keeps across exec): a process orphaned under it is handed to it rather than to
// init, so when it ends its processor time is counted with the command's children. build/test.sh
// runs under it because Chromium's renderers outlive the browser that started them: counted
// only through their browser, the touch check's stage showed 15 s of processor time where its
// processes used 145.
//
//	subreaper COMMAND [ARG...]
package main

import (
	"fmt"
	"os"
	"os/exec"
	"syscall"
)

// prSetChildSubreaper is PR_SET_CHILD_SUBREAPER of linux/prctl.h.
const prSetChildSubreaper = 36

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: subreaper COMMAND [ARG...]")
		os.Exit(2)
	}
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); errno != 0 {
		fmt.Fprintln(os.Stderr, "subreaper:", errno)
		os.Exit(1)
	}
	path, err := exec.LookPath(os.Args[1])
	if err == nil {
		err = syscall.Exec(path, os.Args[1:], os.Environ())
	}
	fmt.Fprintln(os.Stderr, "subreaper:", err)
	os.Exit(1)
}
