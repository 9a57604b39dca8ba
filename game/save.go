package game

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// The save format is text: a header naming the format and its version, what the save says
// about itself (version 2 on: when it was written, who sat in each seat; version 3: the players'
// names, written only when a player was named, so other files stay readable by version 2; version 4:
// the turn a bot took a seat from a person, written only when one did), the starting position in
// the notation (with the whole bag, so the deal is exact), the moves, and a checksum line that
// catches truncated or damaged files. Version 1 files, without the self-description, still load.
const (
	saveMagic   = "tigris-euphrates save"
	SaveVersion = 4
)

// SaveInfo is what a save says about itself besides the game.
type SaveInfo struct {
	Saved time.Time // when it was written (zero: unknown)
	// Seats says who sat in each seat, one word each ("human", or a bot's level); the rules do not
	// read it. Nil: unknown.
	Seats []string
	// Names are the players' names, one per seat ("" for a seat known by its dynasty); nil: none.
	Names []string
	// BotFrom is, for each seat, the turn from which a bot played a seat a person began (0: as
	// Seats says the whole game); nil: none was handed over.
	BotFrom []int
}

// CheckPlayerName refuses a player's name a save or a link could not carry: at most 16 letters,
// digits, spaces, apostrophes, dots and dashes.
func CheckPlayerName(name string) error {
	n := 0
	for _, r := range name {
		n++
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(" '.-", r)) {
			return fmt.Errorf("a name may hold letters, digits, spaces, ' . and -, not %q", r)
		}
	}
	if n > 16 {
		return fmt.Errorf("a name has at most 16 characters")
	}
	return nil
}

// Marshal writes the record in the save format, with nothing said about the save.
func (r *Record) Marshal() []byte { return r.MarshalInfo(SaveInfo{}) }

// MarshalInfo writes the record in the save format with what the save says about itself.
func (r *Record) MarshalInfo(info SaveInfo) []byte {
	var b bytes.Buffer
	version := 2 // what older versions read: names came with format 3
	if strings.Join(info.Names, "") != "" {
		version = 3
	}
	if handedOver(info.BotFrom) {
		version = SaveVersion // what format 3 cannot read: seats handed to bots mid-game
	}
	fmt.Fprintf(&b, "%s %d\n", saveMagic, version)
	if !info.Saved.IsZero() {
		fmt.Fprintf(&b, "saved %s\n", info.Saved.UTC().Format(time.RFC3339))
	}
	if info.Seats != nil {
		fmt.Fprintf(&b, "seats %s\n", strings.Join(info.Seats, " "))
	}
	if strings.Join(info.Names, "") != "" {
		fmt.Fprintf(&b, "names %s\n", strings.Join(info.Names, "|"))
	}
	if handedOver(info.BotFrom) {
		fmt.Fprintf(&b, "botfrom %s\n", strings.Trim(fmt.Sprint(info.BotFrom), "[]"))
	}
	b.WriteString(r.start.String())
	b.WriteString("moves\n")
	for _, rm := range r.moves {
		b.WriteString("  " + r.Line(rm) + "\n")
	}
	fmt.Fprintf(&b, "checksum %08x\n", crc32.ChecksumIEEE(b.Bytes()))
	return b.Bytes()
}

// Unmarshal reads a save. A foreign, damaged, truncated or newer file is refused with a message.
func Unmarshal(data []byte) (*Record, error) {
	r, _, err := UnmarshalInfo(data)
	return r, err
}

// saveFrame checks a save file's frame (its first line's name and version, its last line's
// checksum) and returns the version and what lies between.
func saveFrame(data []byte) (int, string, error) {
	text := string(data)
	first, _, _ := strings.Cut(text, "\n")
	f := strings.Fields(first)
	if len(f) != 3 || f[0]+" "+f[1] != saveMagic {
		return 0, "", fmt.Errorf("not a Tigris & Euphrates save file")
	}
	ver, err := strconv.Atoi(f[2])
	if err != nil || ver < 1 {
		return 0, "", fmt.Errorf("the save file's version %q is not understood", clipText(f[2], 40))
	}
	if ver > SaveVersion {
		return 0, "", fmt.Errorf("the save file was written by a newer version of the game (format %d; this one reads up to %d)", ver, SaveVersion)
	}
	body := strings.TrimRight(text, "\n")
	i := strings.LastIndex(body, "\n")
	if i < 0 || !strings.HasPrefix(body[i+1:], "checksum ") {
		return 0, "", fmt.Errorf("the save file is truncated (no checksum line)")
	}
	sum, err := strconv.ParseUint(strings.TrimPrefix(body[i+1:], "checksum "), 16, 32)
	if err != nil || uint32(sum) != crc32.ChecksumIEEE([]byte(body[:i+1])) {
		return 0, "", fmt.Errorf("the save file is damaged (checksum mismatch)")
	}
	return ver, body[len(first)+1 : i+1], nil
}

// UnmarshalInfo reads a save and what it says about itself.
func UnmarshalInfo(data []byte) (*Record, SaveInfo, error) {
	if err := tooLarge("save file", len(data)); err != nil {
		return nil, SaveInfo{}, err
	}
	var info SaveInfo
	ver, content, err := saveFrame(data)
	if err != nil {
		return nil, info, err
	}
	if ver >= 2 {
		if content, err = info.parse(content); err != nil {
			return nil, info, err
		}
	}
	pos, moves, found := strings.Cut(content, "\nmoves\n")
	if !found {
		if pos, found = strings.CutSuffix(content, "\nmoves"); !found {
			return nil, info, fmt.Errorf("the save file has no moves section")
		}
		moves = ""
	}
	start, err := ParsePosition(pos)
	if err != nil {
		return nil, info, fmt.Errorf("the save file's position: %v", err)
	}
	if err := info.checkSeats(start.NumPlayers()); err != nil {
		return nil, info, err
	}
	r := RecordFrom(start)
	if err := r.CheckReachable(); err != nil {
		return nil, info, fmt.Errorf("no game can reach the save file's start: %v", err)
	}
	if err := replaySaved(r, moves); err != nil {
		return nil, info, err
	}
	return r, info, nil
}

// replaySaved plays a save file's moves on r, each in its turn and legal.
func replaySaved(r *Record, moves string) error {
	for n, line := range strings.Split(moves, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		d, m, err := ParseMove(line)
		if err != nil {
			return fmt.Errorf("the save file's move %d: %v", n+1, err)
		}
		if seat := r.state.SeatOf(d); seat != r.state.Pending().Player || r.state.Over() {
			return fmt.Errorf("the save file's move %d (%s) is out of turn", n+1, line)
		}
		if _, err := r.Apply(m); err != nil {
			return fmt.Errorf("the save file's move %d (%s) is illegal: %v", n+1, line, err)
		}
	}
	return nil
}

// parse reads the "saved" and "seats" lines before the position and returns the rest.
func (info *SaveInfo) parse(content string) (string, error) {
	for {
		line, rest, _ := strings.Cut(content, "\n")
		key, val, _ := strings.Cut(line, " ")
		switch key {
		case "saved":
			t, err := time.Parse(time.RFC3339, val)
			if err != nil {
				return "", fmt.Errorf("the save file's date %q is not understood", clipText(val, 40))
			}
			info.Saved = t
		case "seats":
			info.Seats = strings.Fields(val)
			for _, s := range info.Seats {
				for _, c := range s {
					if c < 'a' || c > 'z' {
						return "", fmt.Errorf("the save file's seat %q is not understood", clipText(s, 40))
					}
				}
			}
		case "names":
			info.Names = strings.Split(val, "|")
			for _, n := range info.Names {
				if err := CheckPlayerName(n); err != nil {
					return "", fmt.Errorf("the save file's player name %q: %v", clipText(n, 40), err)
				}
			}
		case "botfrom":
			if err := info.parseBotFrom(val); err != nil {
				return "", err
			}
		default:
			return content, nil
		}
		content = rest
	}
}

// handedOver reports whether any seat was handed to a bot mid-game.
func handedOver(from []int) bool {
	for _, t := range from {
		if t > 0 {
			return true
		}
	}
	return false
}

// parseBotFrom reads the "botfrom" line: a turn number (or 0) a seat.
func (info *SaveInfo) parseBotFrom(val string) error {
	info.BotFrom = nil
	for _, f := range strings.Fields(val) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > 100000 {
			return fmt.Errorf("the save file's turn %q a bot took a seat from is not understood", clipText(f, 40))
		}
		info.BotFrom = append(info.BotFrom, n)
	}
	return nil
}

// checkSeats refuses what the save says of its seats when it does not say it of n players.
func (info *SaveInfo) checkSeats(n int) error {
	switch {
	case info.Names != nil && len(info.Names) != n:
		return fmt.Errorf("the save file names %d players for %d seats", len(info.Names), n)
	case info.BotFrom != nil && len(info.BotFrom) != n:
		return fmt.Errorf("the save file says when bots took %d seats of %d", len(info.BotFrom), n)
	case info.Seats != nil && len(info.Seats) != n:
		return fmt.Errorf("the save file names %d seats for %d players", len(info.Seats), n)
	}
	return nil
}
