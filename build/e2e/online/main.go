// Command online is the end-to-end check of online play with the real parts, waiting on what
// each prints (the games' -trace lines, docs/TRACE.md) and never on the clock:
//
//  1. a tigris-server process serves the WebAssembly build on loopback;
//  2. a tigris-bot process creates a game of four: itself and three invited people; by its seat it
//     makes two watch links, one live and one 2 decisions behind;
//  3. the desktop game under Xvfb joins by its code (-join) and two pages in headless Chromium by
//     the invitation's link (?join=CODE), each as a person would: a name typed, Join clicked; a
//     third page opens the live watch link, and the check itself reads the late one's WebSocket:
//     no message to a spectator holds a hand, a seat's points or another's swap (R11.1);
//  4. each passes its turn from the keyboard, refereed by the server;
//  5. the desktop is killed (kill -9) and started again: it reopens the game from its list of
//     online games and plays its next turn; the page leaves for the title and does the same;
//  6. the server is killed (kill -9) while the game waits for the page's decision, and started
//     again on its address: every client, the live spectator too, is welcomed back at the step
//     the game stood at (nothing acknowledged lost), the late spectator 2 decisions before it,
//     and the waiting seat makes its decision through the new server; the spectator's page is
//     shown at a phone's, a tablet's and a desktop's size;
//  7. two hand their seats to a bot from the game's menu, the third resigns, and the bots play
//     the game to its end while the first page waits on its title: the desktop, the other page and the
//     spectators follow it, the page opens it from its list once over, and all show the same
//     final scores; the late spectator is shown every decision once it is over;
//  8. the bot's seat link (#game=…&seat=…) opens its seat in the page, and leaves the address
//     bar without the token; a damaged one is refused; no log and no trace holds the token.
//
// Logs and screenshots go to out/e2e-online. build/e2e-online.sh builds the page, finds
// playwright-core (as build/e2e-web.sh does) and runs it:
//
//	go run ./build/e2e/online -web out/web -node out/node [-out DIR] [-timeout 60s]
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"tigris/build/e2e/internal/checkrun"
	"tigris/build/e2e/internal/tracelog"
	"tigris/build/e2e/internal/xserver"
	"time"
)

// retryMoveAfter is when a pointer move a newly mapped window may have missed is made again: it
// only repeats the move until the game sees one, and fails at the check's deadline.
const retryMoveAfter = 2 * time.Second

// check is one run of the whole check: its output folder, what to clean up, and the first
// failure seen off the main goroutine.
type check struct {
	*env
	web, node  string
	alsa       string // the environment entry of a sound sink that plays into nothing
	gameTime   time.Duration
	serverDown atomic.Bool // from the server's kill until the page is welcomed back
}

// env is what the check gives each process it starts (proc): the output folder, how long an
// awaited event may take, the cleanups to run at the end, and the first failure a reader saw. A
// process reaches nothing else of the check.
type env struct {
	out      string
	timeout  time.Duration
	cleanups []func()
	once     sync.Once
	failed   chan struct{}
	failure  string
}

// fail stops the check with a message; main reports it after cleaning up.
func (c *env) fail(format string, args ...any) { checkrun.Fail(format, args...) }

// failAsync records a failure seen by a reader (a console error of the page): the main goroutine
// fails at its next wait.
func (c *env) failAsync(format string, args ...any) {
	c.once.Do(func() {
		c.failure = fmt.Sprintf(format, args...)
		close(c.failed)
	})
}

// create opens a new file in the output folder.
func (c *env) create(name string) *os.File {
	f, err := os.Create(c.abs(name))
	if err != nil {
		c.fail("%v", err)
	}
	c.cleanups = append(c.cleanups, func() { f.Close() })
	return f
}

// abs is a file of the output folder by its absolute path.
func (c *env) abs(name string) string {
	p, err := filepath.Abs(filepath.Join(c.out, name))
	if err != nil {
		c.fail("%v", err)
	}
	return p
}

func main() {
	c := &check{env: &env{failed: make(chan struct{})}}
	flag.StringVar(&c.out, "out", "out/e2e-online", "the folder for the programs, their logs and the screenshots (emptied first)")
	flag.StringVar(&c.web, "web", "out/web", "the WebAssembly build the server serves (build/webbuild.sh)")
	flag.StringVar(&c.node, "node", "out/node", "a folder whose node_modules holds playwright-core")
	flag.DurationVar(&c.timeout, "timeout", 60*time.Second, "the longest any one awaited event may take before the check fails")
	flag.DurationVar(&c.gameTime, "game", 5*time.Minute, "the longest the bots may take to play the game to its end")
	flag.Parse()
	os.Exit(checkrun.Run("e2e-online", &c.cleanups, c.run))
}

// build builds the three programs into the output folder.
func (c *check) build() {
	for _, b := range [][2]string{{"tigris", "."}, {"tigris-server", "./cmd/tigris-server"}, {"tigris-bot", "./cmd/tigris-bot"}} {
		if out, err := exec.Command("go", "build", "-o", c.abs(b[0]), b[1]).CombinedOutput(); err != nil {
			c.fail("go build %s: %v\n%s", b[1], err, out)
		}
	}
	for _, f := range []string{c.web + "/game.wasm", c.node + "/node_modules/playwright-core"} {
		if _, err := os.Stat(f); err != nil {
			c.fail("%v (build/e2e-online.sh makes it)", err)
		}
	}
}

// startServer starts tigris-server on addr (port 0 the first time: any free one) and returns it
// with its address once it listens.
func (c *check) startServer(name, addr string) (*proc, string) {
	web, err := filepath.Abs(c.web)
	if err != nil {
		c.fail("%v", err)
	}
	s := c.start(name, os.Environ(), c.abs("tigris-server"), "-addr", addr, "-data", c.abs("data"), "-web", web)
	line := s.wait(0, "listening on http://")
	base := regexp.MustCompile(`http://[^ ]+`).FindString(line)
	return s, base
}

func (c *check) run() {
	started := time.Now()
	if err := os.RemoveAll(c.out); err != nil {
		c.fail("%v", err)
	}
	if err := os.MkdirAll(filepath.Join(c.out, "home"), 0o755); err != nil {
		c.fail("%v", err)
	}
	// the desktop game with Animation off, as the pages that ask for reduced motion (seat.mjs)
	if err := os.WriteFile(filepath.Join(c.out, "home", "settings"), []byte("animation off\n"), 0o644); err != nil {
		c.fail("%v", err)
	}
	c.build()
	// no sound device here: a null ALSA sink lets the game play its clips into nothing
	var err error
	if c.alsa, err = checkrun.NullSound(c.out); err != nil {
		c.fail("%v", err)
	}

	srv, base := c.startServer("server", "127.0.0.1:0")
	addr := strings.TrimPrefix(base, "http://")
	bot := c.start("bot", os.Environ(), c.abs("tigris-bot"), "-server", base, "-create", "me,human,human,human", "-name", "Rob", "-level", "random", "-v", "-print-seat")
	created := bot.wait(0, `^created game \S+ code \S+ `)
	gameID, code := strings.Fields(created)[2], strings.Fields(created)[4]
	fmt.Println("game", code, "on", base)
	// two watch links by the bot's seat: one shown live to a page, one 2 decisions behind read
	// by the check itself, byte by byte
	botToken := seatToken(c, bot)
	_, watchURL := c.watchLink(base, gameID, botToken, 0)
	key2, _ := c.watchLink(base, gameID, botToken, watchBehind)
	late := c.startWatcher("watcher", addr, gameID, key2, watchBehind)

	x, err := xserver.Start(1280, 800, c.create("xvfb.log"))
	if err != nil {
		c.fail("%v (see xvfb.log)", err)
	}
	c.cleanups = append(c.cleanups, x.Stop)
	desk := c.startDesktop(x, "desktop", "-botdelay", "30ms", "-server", base, "-join", code)
	br, br2, sp := c.startBrowser("browser"), c.startBrowser("browser2"), c.startBrowser("spectator")
	br.open(base + "/?join=" + code + "&trace=1&botdelay=30ms")
	br2.open(base + "/?join=" + code + "&trace=1&botdelay=30ms")
	// the spectator opens the watch link as sent: the page's address with the key in its fragment
	page, frag, _ := strings.Cut(watchURL, "#")
	watchPage := page + "?trace=1&botdelay=30ms#" + frag
	sp.open(watchPage)
	// each joins as a person would: the name field waits with the focus, then Join
	for _, j := range []struct {
		s    seat
		name string
	}{{desk, "Eve"}, {br, "Ann"}, {br2, "Bo"}} {
		j.s.log().control(0, "online", "join")
		j.s.typeText(j.name)
		tap(j.s, "online", "join")
	}
	// the first player is dealt: each seat passes its turn when it is asked
	dyns, after := c.passTurns([]seat{desk, br, br2}, []int{0, 0, 0})
	deskDyn, brDyn, br2Dyn := dyns[0], dyns[1], dyns[2]
	desk.shot("desktop-board.png")
	br.shot("browser-board.png")
	br2.shot("browser2-board.png")

	// the desktop dies and comes back; it reopens the game from this device's online games
	desk.p.kill9()
	desk = c.startDesktop(x, "desktop2", "-botdelay", "30ms", "-server", base)
	tapFrom(desk, 0, "title", "online")
	tapFrom(desk, 0, "online", "open0")
	// the page's next turn may have come already, while the desktop was restarting
	_, next := c.passTurns([]seat{desk, br, br2}, []int{0, after[1], after[2]})
	// the page leaves for the title and reopens the game the same way
	from := br.p.Mark()
	br.open(base + "/?trace=1&botdelay=30ms")
	tapFrom(br, from, "title", "online")
	tapFrom(br, from, "online", "open0")
	d, next := c.passTurns([]seat{desk, br, br2}, []int{next[0], from, next[2]})
	if d[0] != deskDyn || d[1] != brDyn || d[2] != br2Dyn {
		c.fail("after reopening the game the desktop plays %s, the pages %s and %s; before %s, %s and %s", d[0], d[1], d[2], deskDyn, brDyn, br2Dyn)
	}

	// the server dies without a word while the game waits for a person's decision, and comes
	// back on its address: every client is welcomed again at the step it stood at
	waiter, waiterDyn := c.firstAwait([]seat{desk, br, br2}, next)
	acked := lastStep(bot)
	brFrom, br2From, spFrom, deskFrom, botFrom := br.p.Mark(), br2.p.Mark(), sp.p.Mark(), desk.p.Mark(), bot.Mark()
	lateFrom := late.p.Mark()
	c.serverDown.Store(true)
	srv.kill9()
	fmt.Printf("server killed at step %d (the bot's last acknowledged decision)\n", acked)
	srv, _ = c.startServer("server2", addr)
	back := bot.wait(botFrom, `^reconnected at step \d+`)
	welcomed := -1
	for _, w := range []struct {
		p    *proc
		from int
	}{{bot, -1}, {desk.p, deskFrom}, {br.p, brFrom}, {br2.p, br2From}, {sp.p, spFrom}} {
		step := back
		if w.from >= 0 {
			w.p.wait(w.from, "^online: away$")
			step = w.p.wait(w.from, `^online: welcome step \d+$`)
		}
		f := strings.Fields(step)
		s, _ := strconv.Atoi(f[len(f)-1])
		if s <= acked || welcomed >= 0 && s != welcomed {
			c.fail("%s was welcomed back at step %d (others at %d): step %d was acknowledged", w.p.name, s, welcomed, acked)
		}
		welcomed = s
	}
	c.serverDown.Store(false)
	// the late spectator, back through the new server, stands its decisions behind the others
	late.p.wait(lateFrom, "^closed$")
	lateFrom = late.p.Mark()
	late.connect()
	late.p.wait(lateFrom, `^welcome step \d+$`)
	if n := late.shownAt(late.p.Mark()); n != welcomed-watchBehind {
		c.fail("the spectator %d behind was welcomed back at step %d, the seats at %d", watchBehind, n, welcomed)
	}
	c.spectatorShots(sp)
	// the turn, as it stood, passed through the new server
	wl := waiter.log()
	mark := wl.Mark()
	waiter.key("space")
	wl.wait(mark, `^controls: play ask-no:\S+ ask-yes:`) // End turn with actions left asks first
	waiter.key("space")
	desk.p.wait(deskFrom, "^applied: "+waiterDyn+" pass$")

	// both hand their seats to a bot from the game's menu; the page then leaves for the title
	// (software GL in headless Chromium draws a whole game's animations slowly on a busy machine).
	// The mark comes first: with every seat a bot's the game may end before the last tap returns,
	// and the page's seat can move no more by hand once its pass is seen.
	from = desk.p.Mark()
	for _, s := range []seat{desk, br} {
		s.key("Escape")
		tap(s, "menu", "to-bot")
		s.key("Escape")
	}
	// the other page's player resigns (twice clicked): the others play on without the seat, and
	// the game is shorter for it
	br2.key("Escape")
	tap(br2, "menu", "resign")
	tap(br2, "menu", "resign") // Really resign? in the same place
	brTitle := br.p.Mark()
	br.open(base + "/?trace=1&botdelay=30ms")
	// the other page and the spectator's leave too, for a blank page: they come back at the end
	br2.open("about:blank")
	sp.open("about:blank")
	desk.p.wait(from, "^applied: "+brDyn+" ") // the page's seat, played by its bot

	c.timeout = c.gameTime
	over := bot.wait(0, "^over after ")
	desk.shot("desktop-bots.png")
	desk.p.waitCount(0, "^result: ", 4)
	// the page opens the finished game from its list
	tapFrom(br, brTitle, "title", "online")
	tapFrom(br, brTitle, "online", "open0")
	br.p.waitCount(brTitle, "^result: ", 4)
	// the page may have shown the end once already, if the game ended before it left
	dr, brr := desk.p.matching(0, "^result: "), br.p.matching(brTitle, "^result: ")
	if !slices.Equal(dr, brr) || len(dr) != 4 {
		c.fail("the final scores differ: desktop %q, browser %q", dr, brr)
	}
	desk.shot("desktop-over.png")
	br.shot("browser-over.png")
	c.sameEnd(base, watchPage, dr, desk.p.count("^applied: "), br2, sp, late)
	c.seatLink(br, bot, base, []*proc{srv, desk.p, br.p, br2.p, sp.p})
	fmt.Println("bot:", over)
	for _, l := range dr {
		fmt.Println(l)
	}
	fmt.Printf("e2e-online: passed in %.0f s (desktop %s, browsers %s and %s; %d decisions shown on the desktop; screenshots in %s)\n",
		time.Since(started).Seconds(), deskDyn, brDyn, br2Dyn, desk.p.count("^applied: "), c.out)
}

// firstAwait waits for the first of the seats to be asked for an action after its line froms[i],
// and returns it with its dynasty.
func (c *check) firstAwait(ss []seat, froms []int) (seat, string) {
	rx := regexp.MustCompile(`^await: \S+ action `)
	deadline := time.NewTimer(c.timeout)
	defer deadline.Stop()
	for {
		cases := []reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(deadline.C)}, {Dir: reflect.SelectRecv, Chan: reflect.ValueOf(c.failed)}}
		for i, s := range ss {
			p := s.log()
			lines, changed := p.Since(froms[i])
			if l, at := tracelog.First(lines, rx); at >= 0 {
				return s, strings.Fields(l)[1]
			}
			cases = append(cases, reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(changed)},
				reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(p.Exited())})
		}
		switch i, _, _ := reflect.Select(cases); {
		case i == 0:
			c.fail("waited %v for any of the people to be asked for an action", c.timeout)
		case i == 1:
			c.fail("%s", c.failure)
		case i%2 == 1:
			p := ss[(i-2)/2].log()
			c.fail("%s exited (%v) while a person's action was awaited", p.name, p.Err())
		}
	}
}

// passTurns passes one turn of each seat, in the order the game asks them (each after its line
// froms[i]); it returns their dynasties and the line after each pass.
func (c *check) passTurns(ss []seat, froms []int) ([]string, []int) {
	dyns, next := make([]string, len(ss)), make([]int, len(ss))
	left, fromsLeft, index := append([]seat(nil), ss...), append([]int(nil), froms...), []int{}
	for i := range ss {
		index = append(index, i)
	}
	for len(left) > 0 {
		s, _ := c.firstAwait(left, fromsLeft)
		k := slices.Index(left, s)
		i := index[k]
		dyns[i], next[i] = c.passTurn(s, fromsLeft[k])
		left, fromsLeft, index = slices.Delete(left, k, k+1), slices.Delete(fromsLeft, k, k+1), slices.Delete(index, k, k+1)
	}
	return dyns, next
}

// passTurn waits for the seat's next action (after line from) and passes the rest of its turn
// from the keyboard, refereed by the server; it returns the seat's dynasty and the line after
// the pass.
func (c *check) passTurn(s seat, from int) (string, int) {
	p := s.log()
	line, at := p.waitAt(from, `^await: \S+ action `)
	dyn := strings.Fields(line)[1]
	s.key("space")
	// End turn with both actions left asks first; a second Space answers yes
	_, at = p.waitAt(at+1, `^controls: play ask-no:\S+ ask-yes:`)
	s.key("space")
	_, at = p.waitAt(at+1, "^applied: "+dyn+" pass$")
	return dyn, at + 1
}

// sameEnd checks that the other page and the spectators see the end the desktop saw (its
// result lines dr after n decisions): the page opens the game from its list, the spectator's
// page by its watch link again, and the late spectator was shown every decision once over.
func (c *check) sameEnd(base, watchPage string, dr []string, n int, br2, sp *browser, late *watcher) {
	from2, fromSp := br2.p.Mark(), sp.p.Mark()
	br2.open(base + "/?trace=1&botdelay=30ms")
	tapFrom(br2, from2, "title", "online")
	tapFrom(br2, from2, "online", "open0")
	sp.open(watchPage)
	for _, w := range []struct {
		b    *browser
		from int
	}{{br2, from2}, {sp, fromSp}} {
		w.b.p.waitCount(w.from, "^result: ", 4)
		if r := w.b.p.matching(w.from, "^result: "); !slices.Equal(dr, r) {
			c.fail("the final scores differ: desktop %q, %s %q", dr, w.b.p.name, r)
		}
	}
	sp.shot("spectator-over.png")
	late.p.wait(0, "^over resigned 1$") // the other page's player, and nobody else
	late.waitShown(0, n)
}

// watchBehind is how many decisions late the check's own spectator is shown the game.
const watchBehind = 2

// seatToken is the token of the bot's seat, from the seat link it printed.
func seatToken(c *check, bot *proc) string {
	link := strings.Fields(bot.wait(0, "^seat link "))[2]
	_, token, ok := strings.Cut(link, "seat=")
	if !ok {
		c.fail("the bot's seat link holds no seat")
	}
	return token
}

// spectatorShots shows the spectator's page at a phone's, a tablet's and a desktop's size.
func (c *check) spectatorShots(sp *browser) {
	for _, s := range []struct {
		name  string
		w, h  int
		ratio float64
	}{{"phone", 390, 844, 3}, {"tablet", 768, 1024, 2}, {"desktop", 1280, 800, 1}} {
		sp.resize(s.w, s.h, s.ratio)
		sp.shot("spectator-" + s.name + ".png")
	}
}

// lastStep is the step of the bot's latest "step N seat S: MOVE" line: decisions the server
// acknowledged (each stored before it is told).
func lastStep(bot *proc) int {
	l := bot.matching(0, `^step \d+ seat `)
	if len(l) == 0 {
		return 0
	}
	n, _ := strconv.Atoi(strings.Fields(l[len(l)-1])[1])
	return n
}

// seatLink moves the bot's seat to the page by its seat link, and sends the page a damaged one:
// the token leaves the address bar either way, the damaged link is refused, and no process's
// output ever holds the token.
func (c *check) seatLink(br *browser, bot *proc, base string, logs []*proc) {
	link := strings.Fields(bot.wait(0, "^seat link "))[2]
	_, frag, ok := strings.Cut(link, "#")
	if !ok || strings.Contains(strings.SplitN(link, "#", 2)[0], "seat=") {
		c.fail("the seat link %q does not hold its seat in the fragment alone", strings.SplitN(link, "seat=", 2)[0])
	}
	token := frag[strings.Index(frag, "seat=")+len("seat="):]
	from := br.p.Mark()
	// another query than the page's: a change of the fragment alone would not load the page again
	br.open(base + "/?trace=1&botdelay=30ms&from=seatlink#" + frag)
	br.p.wait(from, `^online: welcome step \d+$`)
	c.noFragment(br)
	from = br.p.Mark()
	br.open(base + "/?trace=1&botdelay=30ms&from=damaged#" + frag[:len(frag)-5])
	br.p.wait(from, `^online: seat link refused$`)
	c.noFragment(br)
	for _, p := range append(logs, bot) {
		for _, l := range p.matching(0, regexp.QuoteMeta(token)) {
			if p != bot || !strings.HasPrefix(l, "seat link ") { // the bot printed it when asked
				c.fail("%s printed the seat's token: %.40s…", p.name, l)
			}
		}
	}
	for _, f := range []string{"server.err", "server2.err", "server.log", "server2.log"} {
		b, _ := os.ReadFile(c.abs(f))
		if strings.Contains(string(b), token) {
			c.fail("the server's %s holds the seat's token", f)
		}
	}
}

// noFragment checks that the page took the seat link out of its address.
func (c *check) noFragment(br *browser) {
	from := br.p.Mark()
	br.do("url")
	if u := br.p.wait(from, "^e2e: url "); strings.Contains(u, "seat=") || strings.Contains(u, "#") {
		c.fail("the address bar still holds the seat link: %.60s…", u)
	}
}
