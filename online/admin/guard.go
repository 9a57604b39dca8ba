package admin

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/netip"
	"os"
	"strings"
	"time"
)

// banRequest is POST /admin/bans's body.
type banRequest struct {
	Address string `json:"address"` // an address or a CIDR prefix
	For     string `json:"for"`     // a duration like "1h"; empty: until unbanned
	Reason  string `json:"reason"`
}

func parsePrefix(s string) (netip.Prefix, error) {
	if p, err := netip.ParsePrefix(s); err == nil {
		return p.Masked(), nil
	}
	a, err := netip.ParseAddr(s)
	if err != nil {
		return netip.Prefix{}, fmt.Errorf("%q is neither an address nor a CIDR prefix", s)
	}
	return netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()), nil
}

func (a *Admin) ban(w http.ResponseWriter, r *http.Request) {
	var req banRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		a.record(r, "ban", "", "refused: bad body")
		refuse(w, http.StatusBadRequest, "bad_message", `the body is {"address":"203.0.113.7","for":"24h","reason":"…"}`)
		return
	}
	p, err := parsePrefix(strings.TrimSpace(req.Address))
	if err != nil {
		a.record(r, "ban", req.Address, "refused: "+err.Error())
		refuse(w, http.StatusBadRequest, "bad_message", err.Error())
		return
	}
	b := Ban{Prefix: p, Reason: req.Reason}
	if req.For != "" {
		d, err := time.ParseDuration(req.For)
		if err != nil || d <= 0 {
			a.record(r, "ban", p.String(), "refused: bad duration")
			refuse(w, http.StatusBadRequest, "bad_message", `"for" is a duration like 30m or 24h`)
			return
		}
		b.Until = time.Now().Add(d).UTC()
	}
	a.mu.Lock()
	a.banned[p] = b
	err = a.saveBans()
	a.mu.Unlock()
	outcome := fmt.Sprintf("banned, %d sockets closed", a.sockets.closeIn(p))
	if err != nil {
		outcome = "banned (not kept across restarts: " + err.Error() + ")"
	}
	a.record(r, "ban", p.String(), outcome)
	answer(w, http.StatusOK, b)
}

func (a *Admin) unban(w http.ResponseWriter, r *http.Request) {
	p, err := parsePrefix(r.URL.Query().Get("address"))
	if err != nil {
		a.record(r, "unban", r.URL.Query().Get("address"), "refused: "+err.Error())
		refuse(w, http.StatusBadRequest, "bad_message", err.Error())
		return
	}
	a.mu.Lock()
	_, was := a.banned[p]
	delete(a.banned, p)
	a.saveBans()
	a.mu.Unlock()
	if !was {
		a.record(r, "unban", p.String(), "was not banned")
		refuse(w, http.StatusNotFound, "not_found", p.String()+" is not banned")
		return
	}
	a.record(r, "unban", p.String(), "unbanned")
	answer(w, http.StatusOK, map[string]string{"unbanned": p.String()})
}

func (a *Admin) listBans(w http.ResponseWriter, r *http.Request) {
	a.mu.Lock()
	list := a.current(time.Now())
	a.mu.Unlock()
	a.record(r, "bans", "", fmt.Sprintf("%d bans", len(list)))
	answer(w, http.StatusOK, list)
}

// current is the bans in force (a.mu held); the ended ones are forgotten.
func (a *Admin) current(now time.Time) []Ban {
	list := []Ban{}
	for p, b := range a.banned {
		if !b.Until.IsZero() && now.After(b.Until) {
			delete(a.banned, p)
			continue
		}
		list = append(list, b)
	}
	return list
}

// saveBans writes the bans in force to their file, whole (a.mu held).
func (a *Admin) saveBans() error {
	if a.bans == "" {
		return nil
	}
	b, _ := json.MarshalIndent(a.current(time.Now()), "", "  ")
	tmp := a.bans + ".new"
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, a.bans)
}

func (a *Admin) getLimits(w http.ResponseWriter, r *http.Request) {
	a.mu.Lock()
	l := a.limits
	a.mu.Unlock()
	a.record(r, "limits", "", "read")
	answer(w, http.StatusOK, l)
}

func (a *Admin) setLimits(w http.ResponseWriter, r *http.Request) {
	var l Limits
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil || l.CreatesPerHour < 0 {
		a.record(r, "set limits", "", "refused: bad body")
		refuse(w, http.StatusBadRequest, "bad_message", `the body is {"new_games":true,"creates_per_hour":20}`)
		return
	}
	a.mu.Lock()
	a.limits = l
	a.mu.Unlock()
	b, _ := json.Marshal(l)
	a.record(r, "set limits", string(b), "set")
	answer(w, http.StatusOK, l)
}

// bannedFor is the ban that holds addr now, if any.
func (a *Admin) bannedFor(addr netip.Addr, now time.Time) (Ban, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for p, b := range a.banned {
		if p.Contains(addr) && (b.Until.IsZero() || now.Before(b.Until)) {
			return b, true
		}
	}
	return Ban{}, false
}

// mayCreate takes one creation from addr's hour, or says why not.
func (a *Admin) mayCreate(addr netip.Addr, now time.Time) string {
	a.mu.Lock()
	l := a.limits
	a.mu.Unlock()
	if !l.NewGames {
		return "this server takes no new games for now; try again later"
	}
	if k, wait := a.created.Take(now, l.CreatesPerHour, addr.String()); k != "" {
		return fmt.Sprintf("your address made %d games in the last hour, the most this server takes; try again in %v", l.CreatesPerHour, wait)
	}
	return ""
}

// Guard refuses to h the requests of banned addresses (but not the operator's API, which its
// token guards) and the creations over the limits.
func (a *Admin) Guard(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/admin/") {
			h.ServeHTTP(w, r)
			return
		}
		now := time.Now()
		addr := clientAddr(r)
		if b, ok := a.bannedFor(addr, now); ok {
			w.Header().Set("Connection", "close")
			msg := "your address is banned from this server"
			if !b.Until.IsZero() {
				msg += " until " + b.Until.Format(time.RFC1123)
			}
			refuse(w, http.StatusForbidden, "banned", msg)
			return
		}
		if r.Method == http.MethodPost && r.URL.Path == "/api/games" {
			if why := a.mayCreate(addr, now); why != "" {
				status, code := http.StatusTooManyRequests, "rate"
				if strings.HasPrefix(why, "this server takes no new games") {
					status, code = http.StatusServiceUnavailable, "paused"
				}
				refuse(w, status, code, why)
				return
			}
		}
		if r.URL.Path == "/ws" {
			w = hijackable{ResponseWriter: w, s: &a.sockets, addr: addr}
		}
		h.ServeHTTP(w, r)
	})
}
