package protocol

// What a client may do and where (docs/PROTOCOL.md, "Legal decisions" and "Maps"), for clients
// that do not run the rules.

// Legal asks (a client sends it with no field) or tells (the server's answer) the decisions the
// seat may make now: Moves in the notation of a move message, for decision Decision at step
// Step; empty when the pending decision is not the seat's (PendingBy is whose it is).
type Legal struct {
	Head
	Step      int      `json:"step"`
	Decision  string   `json:"decision,omitempty"`
	PendingBy int      `json:"pending_by"`
	Moves     []string `json:"moves"`
}

func (*Legal) MsgType() string { return "legal" }

func init() { makers["legal"] = func() Message { return &Legal{} } }

// MapInfo answers GET /api/map/{name}: the map's fixed spaces, by name.
type MapInfo struct {
	V   int    `json:"v"`
	Map string `json:"map"`
	// River: the spaces of the river (blue tiles only, R6.1). TreasureStart: the temples holding
	// a treasure at the start (R2.1). Gold: the gold-cornered spaces, whose treasures are taken
	// first (R8.4).
	River         []string `json:"river"`
	TreasureStart []string `json:"treasure_start"`
	Gold          []string `json:"gold"`
}
