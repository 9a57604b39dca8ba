package rulebook

// Pages are the rules in short, in the order a new player reads them.
var Pages = []Page{
	{Title: "The aim", Rules: "R1, R10", Text: []string{
		"You found kingdoms between the rivers and collect points in four colours. At the end only your weakest colour counts: the player whose lowest colour is highest wins. Treasures are wild points for any colour.",
		"Everybody's points are hidden; you see only your own.",
	}, Pictures: []Picture{{
		ID: "aim",
		Position: position("archer bull", "archer", map[string]string{"archer": "rbgkrr", "bull": "rbgkrr"},
			map[string]string{"F4": "Ak", "G4": "g.", "E3": "b.", "F5": "k.", "G3": "r."}),
		From: "D2", To: "H6",
		Marks:   []Mark{{"G3", "temple", Note}, {"E3", "farm", Note}, {"G4", "market", Note}, {"F5", "settlement", Note}},
		Caption: "A kingdom: Archer's king beside a temple, with tiles of the four colours. Farms go on rivers only.",
	}}},
	{Title: "Your turn", Rules: "R4", Text: []string{
		"Take two actions, any mix: position a leader, place a tile, play a catastrophe, or swap tiles. Drag a piece from your hand onto the board: the spaces it may go to light up, and if the rules refuse a drop, the game says why.",
		"End the turn with End turn or Space; until then Undo takes an action back. You then draw back to six tiles.",
	}, Pictures: []Picture{{
		ID: "turn",
		Position: position("archer bull", "archer", map[string]string{"archer": "rgbkkr", "bull": "rbgkrr"},
			map[string]string{"F4": "Ak"}),
		From: "D2", To: "H6",
		Moves:   []string{"archer leader r G3", "archer tile g G4"},
		Marks:   []Mark{{"G3", "1", Note}, {"G4", "2", Note}},
		Caption: "Two actions: Archer's priest beside the temple, then a market in the kingdom.",
	}}},
	{Title: "Leaders, kingdoms and points", Rules: "R3, R5, R6", Text: []string{
		"A leader stands on empty land next to a temple. Tiles and leaders that touch form a region; a region with a leader is a kingdom. A leader may not join two kingdoms.",
		"A tile placed in a kingdom scores one point of its colour for the leader of that colour there, whoever placed it, or else for the king. Drag your leader off the board to take it back.",
	}, Pictures: []Picture{{
		ID: "points",
		Position: position("archer bull", "archer", map[string]string{"archer": "rrggkb", "bull": "rbgkrr"},
			map[string]string{"F4": "Ak", "G3": "Br"}),
		From: "D2", To: "H6",
		Moves:   []string{"archer tile r G4", "archer tile g F5"},
		Marks:   []Mark{{"G4", "1", Note}, {"F5", "2", Note}},
		Caption: "Archer's temple scores for Bull's priest; his market, with no trader here, scores for his own king.",
	}}},
	{Title: "Revolts", Rules: "R5.4, R7.1", Text: []string{
		"A leader placed in a kingdom that already has a leader of its colour starts a revolt. Each side counts the temples next to its leader; then the attacker, and after him the defender, may add temples from hand. On a tie the defender holds.",
		"The loser's leader goes home and the winner scores one red point. Point at a kingdom to see each leader's count.",
	}, Pictures: []Picture{{
		ID: "revolt",
		Position: position("bull pot", "pot", map[string]string{"bull": "rrrbgk", "pot": "rrkkgb"},
			map[string]string{"H3": "r.", "G4": "r.", "I4": "r.", "F5": "r.", "G5": "Br"}),
		From: "E2", To: "J6",
		Moves:   []string{"pot leader r H4"},
		Marks:   []Mark{{"H4", "attacks: 3", Attacker}, {"G5", "defends: 2", Defender}},
		Caption: "Pot's priest comes in beside three temples; Bull's priest has two. Pot commits first.",
	}}},
	{Title: "Wars", Rules: "R6.4, R7.2–R7.7", Text: []string{
		"A tile that joins two kingdoms scores nothing. If the joined kingdom holds two leaders of one colour, they go to war: each side counts its tiles of that colour and adds more from hand, attacker first; on a tie the defender holds.",
		"The attacker is whoever joined the kingdoms if he has a leader in the war, else the first player clockwise from him with one. With several wars he chooses the order; the kingdom is counted again after each.",
		"The loser's leader and its supporting tiles leave the board, and the winner scores a point for each. Temples holding a treasure or next to another leader stay.",
	}, Pictures: []Picture{{
		ID: "war-attacker",
		Position: position("archer bull pot lion", "pot",
			map[string]string{"archer": "kbbggr", "bull": "rrrrrr", "pot": "kkkkkk", "lion": "kbbggr"},
			map[string]string{"E5": "r.", "F5": "Lk", "H5": "Ak", "I5": "r."}),
		From: "E4", To: "I6",
		Moves:   []string{"pot tile k G5"},
		Marks:   []Mark{{"G5", "joins", Note}, {"F5", "attacks", Attacker}, {"H5", "defends", Defender}},
		Caption: "Who attacks: Pot joins two kingdoms but has no king there; Lion, next clockwise from Pot, attacks Archer.",
	}, {
		ID: "war-order",
		Position: position("pot lion", "lion", map[string]string{"lion": "ggggrk", "pot": "gbbkkr"},
			map[string]string{"E5": "Lk", "F5": "r.", "G5": "Lg", "H5": "g.", "J5": "g.", "K5": "g.", "K6": "Pg", "L6": "r.", "M6": "Pk"}),
		From: "E4", To: "M7",
		Moves:   []string{"lion tile r I5"},
		Marks:   []Mark{{"I5", "joins", Note}, {"G5", "trader", Attacker}, {"K6", "trader", Defender}, {"E5", "king", Attacker}, {"M6", "king", Defender}},
		Caption: "Several wars: two kings and two traders meet. Lion, who joined them, chooses which colour is fought first.",
	}, {
		ID: "temple-exception",
		Position: position("archer bull", "archer", map[string]string{"archer": "rrggkk", "bull": "bbggkk"},
			map[string]string{"H5": "Bk", "H6": "r.", "G7": "r.", "H7": "Br", "K7": "r.", "L7": "r.", "K8": "Ar"}),
		From: "F5", To: "M8",
		Moves:   []string{"archer tile g J7", "archer commit 2"},
		Marks:   []Mark{{"J7", "joins", Note}, {"K8", "attacks", Attacker}, {"H7", "defends", Defender}, {"G7", "removed", Removed}, {"H6", "stays", Note}, {"I7", "stays", Note}},
		Caption: "The temple exception: Archer wins the priests' war. Bull's temple on G7 is removed; H6, next to Bull's king, and I7, holding a treasure, stay.",
	}}},
	{Title: "Monuments, treasures, catastrophes", Rules: "R8", Text: []string{
		"Four tiles of one colour in a square may become a monument of that colour and one other. At the end of your turn each of your leaders in a kingdom with a monument of its colour scores one point.",
		"When a kingdom with a trader holds two or more treasures, the trader's owner takes all but one, first those on the temples with gold corners. A catastrophe destroys a tile and blocks its space for good.",
	}, Pictures: []Picture{{
		ID: "monument",
		Position: position("archer bull", "archer", map[string]string{"archer": "kkrrgg", "bull": "bbggkk"},
			map[string]string{"E4": "Ak", "F4": "r.", "F5": "k.", "G5": "k.", "F6": "k."}),
		From: "D3", To: "I7",
		Moves:   []string{"archer tile k G6"},
		Marks:   []Mark{{"G6", "completes", Note}},
		Caption: "Archer's settlement completes a square of four: he may build a black monument on it.",
	}}},
	{Title: "The end", Rules: "R10", Text: []string{
		"The game ends after a turn that leaves two or fewer treasures on the board, or at once when the bag cannot give a tile that must be drawn.",
		"Everybody shows their points; treasures go where they help most; the weakest colour decides.",
	}, Pictures: []Picture{{
		ID: "end",
		Position: position("archer bull", "archer", map[string]string{"archer": "kgrrgg", "bull": "rbgkrr"},
			map[string]string{
				// the treasures taken in the game so far: their temples stand bare
				"B2": "r.", "P2": "r.", "N5": "r.", "B8": "r.", "O9": "r.", "F10": "r.", "K11": "r.",
				"G2": "r.", "G3": "k.", "F4": "Ag", "F5": "g.", "F6": "k.", "H3": "XX",
				"H6": "k.", "I6": "Bk", "H7": "g.", "J2": "k.", "K2": "Br"},
			"actions 1", "score archer r5 b7 g3 k9", "score bull r6 b5 g8 k6"),
		From: "F1", To: "K8",
		Moves:   []string{"archer tile k G6", "archer treasure F3"},
		Marks:   []Mark{{"G6", "joins", Note}, {"F3", "taken", Removed}, {"I7", "left", Note}, {"K1", "left", Note}},
		Caption: "Three treasures are on the board. Archer's settlement brings two into his trader's kingdom and he takes one: two are left, so the game ends with his turn.",
		Tally:   "Archer's treasure goes on his weakest colour, green, which counts 4. Bull's weakest, blue, counts 5: Bull wins.",
	}}},
	{Title: "Options", Rules: "R9", Text: []string{
		"Advanced map: fourteen treasure temples.",
		"Civilization buildings: a line of three tiles of one colour may carry its building, and tiles of its colour placed in its kingdom then score two.",
		"Wonder: a cross of five tiles of one colour may become the wonder, worth a point of your choice at the end of each of your turns while your king is in its kingdom.",
		"English variant: commit only to get ahead (attacker) or to tie (defender).",
		"Monuments off: squares of four are never built on, as in the space edition.",
	}, Pieces: []string{"library", "granary", "market hall", "palace", "wonder"}},
	{Title: "Keys", Text: []string{
		"Undo takes back your last action until a tile is drawn, a treasure taken or another player decides. Rest the pointer on any button to see what it does and its key.",
	}, Keys: []Key{
		{[]string{"Space"}, "End the turn"},
		{[]string{"Z"}, "Undo your last action"},
		{[]string{"Esc"}, "The menu: save, load, settings, rules"},
		{[]string{"F"}, "Fullscreen"},
		{[]string{"←", "→"}, "Turn the rules' pages; step through a replay"},
	}, Touch: &Page{Title: "Fingers", Text: []string{
		"Undo takes back your last action until a tile is drawn, a treasure taken or another player decides. Rest a finger on any button to see what it does.",
	}, Keys: []Key{
		{[]string{"Tap", "Tap"}, "Pick a piece up, then put it on its space"},
		{[]string{"Slide"}, "Carry a piece: it lands where the finger lifts"},
		{[]string{"Double-tap"}, "Enlarge the board where you tap; again to fit it"},
		{[]string{"Pinch"}, "Enlarge or shrink the board; slide an enlarged board to move it"},
		{[]string{"Rest"}, "A finger resting on a kingdom shows its leaders' strengths"},
	}}},
}
