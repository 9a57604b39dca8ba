package words

import "testing"

// A count and its verb agree: the log said "1 market leave the board".
func TestCountAndVerbAgree(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{1, "1 market leaves the board"}, {2, "2 markets leave the board"}, {0, "0 markets leave the board"}} {
		if got := Count(c.n, "market", "") + " " + Verb(c.n, "leaves", "leave") + " the board"; got != c.want {
			t.Errorf("%d: %q, want %q", c.n, got, c.want)
		}
	}
	if got := Count(3, "treasury", "treasuries"); got != "3 treasuries" {
		t.Errorf("an irregular plural: %q", got)
	}
}

// Under -mute the settings never say the sound is on.
func TestSoundSettingUnderMute(t *testing.T) {
	for _, c := range []struct {
		muted, noDevice bool
		want            string
	}{{false, false, "on"}, {true, false, "muted"}, {false, true, "off (started without sound)"}, {true, true, "off (started without sound)"}} {
		if got := SoundSetting(c.muted, c.noDevice); got != c.want {
			t.Errorf("muted %v, no device %v: %q, want %q", c.muted, c.noDevice, got, c.want)
		}
	}
}
