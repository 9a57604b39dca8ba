package words

import "testing"

func TestGlossaryKeepsCaseAndWholeWords(t *testing.T) {
	g := New(map[string]string{"king": "governor", "kingdom": "colony", "temples": "labs"})
	for in, want := range map[string]string{
		"The king rules this kingdom":  "The governor rules this colony",
		"King's turn · KING":           "Governor's turn · GOVERNOR",
		"2 temples, kingdoms, kingpin": "2 labs, kingdoms, kingpin",
		"":                             "",
		"G4 · 3 points":                "G4 · 3 points",
	} {
		if got := g.Say(in); got != want {
			t.Errorf("Say(%q) = %q, want %q", in, got, want)
		}
		if got := g.Say(in); got != want { // the second time from the glossary's memory
			t.Errorf("Say(%q) again = %q, want %q", in, got, want)
		}
	}
	var none *Glossary
	if got := none.Say("the king"); got != "the king" {
		t.Errorf("no glossary changed %q", got)
	}
}
