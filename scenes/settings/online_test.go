package settings

import (
	"reflect"
	"testing"

	"tigris/storage"
)

// The online seats come back as kept; a damaged line costs only itself.
func TestOnlineKept(t *testing.T) {
	st := storage.NewMemory()
	o := Online{Server: "http://127.0.0.1:8765", Name: "Ann Bo"}
	o.Add(OnlineSeat{Server: o.Server, Game: "g1", Code: "27PSXSJ2", Seat: 1, Token: "tok-1"})
	o.Add(OnlineSeat{Server: o.Server, Game: "g2", Code: "ABCDEFGH", Seat: 0, Token: "tok-2"})
	o.Add(OnlineSeat{Server: o.Server, Game: "g1", Code: "27PSXSJ2", Seat: 2, Token: "tok-3"})
	if err := o.Save(st); err != nil {
		t.Fatal(err)
	}
	back, err := LoadOnline(st)
	if err != nil || !reflect.DeepEqual(back, o) || len(back.Seats) != 2 {
		t.Fatalf("kept %+v, read %+v (%v)", o, back, err)
	}
	damaged := UnmarshalOnline([]byte("seat a b\nseat s g c 9 t\n" + string(o.Marshal())))
	if !reflect.DeepEqual(damaged, o) {
		t.Fatalf("read %+v", damaged)
	}
	back.Remove(o.Server, "g1")
	if len(back.Seats) != 1 || back.Seats[0].Game != "g2" {
		t.Fatalf("after removing g1: %+v", back.Seats)
	}
}
