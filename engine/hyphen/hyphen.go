// Package hyphen gives the Go fonts a hyphen of a hyphen's length. Their hyphen-minus (U+002D)
// is drawn as a minus sign, longer than their en dash, so "read-only" and "2026-11-25" read as
// "read–only" and "2026–11–25"; the fonts' proper hyphen is the glyph of the soft hyphen
// (U+00AD), which text shaping never draws. Short copies that glyph's outline and metrics over
// the hyphen-minus's.
package hyphen

import (
	"encoding/binary"
	"fmt"

	"golang.org/x/image/font/sfnt"
)

// Short returns a copy of a TrueType font whose hyphen-minus is drawn with its soft hyphen's
// glyph; the font given is left as it was.
func Short(ttf []byte) ([]byte, error) {
	minus, soft, err := hyphens(ttf)
	if err != nil {
		return nil, err
	}
	out := append([]byte(nil), ttf...)
	t, err := readTables(out)
	if err != nil {
		return nil, err
	}
	mFrom, mTo, err := t.glyph(minus)
	if err != nil {
		return nil, err
	}
	sFrom, sTo, err := t.glyph(soft)
	if err != nil {
		return nil, err
	}
	if sTo-sFrom > mTo-mFrom {
		return nil, fmt.Errorf("the soft hyphen's outline (%d bytes) does not fit the hyphen-minus's (%d)", sTo-sFrom, mTo-mFrom)
	}
	n := copy(t.glyf[mFrom:mTo], t.glyf[sFrom:sTo])
	clear(t.glyf[mFrom+n : mTo])                                                  // padding after a glyph's data is allowed
	metrics := int(binary.BigEndian.Uint16(t.hhea[34:]))                          // numberOfHMetrics
	if int(minus) >= metrics || int(soft) >= metrics || 4*metrics > len(t.hmtx) { // both have a full record in the fonts this is for
		return nil, fmt.Errorf("the hyphens' widths are not where expected")
	}
	copy(t.hmtx[4*int(minus):4*int(minus)+4], t.hmtx[4*int(soft):4*int(soft)+4])
	return out, nil
}

// hyphens are the glyphs of the font's hyphen-minus and soft hyphen.
func hyphens(ttf []byte) (minus, soft sfnt.GlyphIndex, err error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return 0, 0, err
	}
	var buf sfnt.Buffer
	minus, err = f.GlyphIndex(&buf, '-')
	if err != nil || minus == 0 {
		return 0, 0, fmt.Errorf("the font has no hyphen-minus")
	}
	soft, err = f.GlyphIndex(&buf, '\u00ad')
	if err != nil || soft == 0 {
		return 0, 0, fmt.Errorf("the font has no soft hyphen")
	}
	return minus, soft, nil
}

// tables are the font's tables Short reads and writes, slices of the font's bytes.
type tables struct {
	hhea, loca, glyf, hmtx []byte
	long                   bool // loca holds 32-bit offsets (head's indexToLocFormat)
}

// readTables finds the tables in a TrueType font's bytes.
func readTables(ttf []byte) (tables, error) {
	dir, err := tableDirectory(ttf)
	if err != nil {
		return tables{}, err
	}
	head := dir["head"]
	t := tables{hhea: dir["hhea"], loca: dir["loca"], glyf: dir["glyf"], hmtx: dir["hmtx"]}
	if head == nil || t.hhea == nil || t.loca == nil || t.glyf == nil || t.hmtx == nil || len(head) < 54 || len(t.hhea) < 36 {
		return tables{}, fmt.Errorf("not a TrueType font with glyf outlines")
	}
	t.long = binary.BigEndian.Uint16(head[50:]) == 1
	return t, nil
}

// glyph is where glyph g's outline lies in glyf.
func (t tables) glyph(g sfnt.GlyphIndex) (int, int, error) {
	be := binary.BigEndian
	var from, to int
	if t.long {
		if 4*int(g)+8 > len(t.loca) {
			return 0, 0, fmt.Errorf("glyph %d is beyond loca", g)
		}
		from, to = int(be.Uint32(t.loca[4*int(g):])), int(be.Uint32(t.loca[4*int(g)+4:]))
	} else {
		if 2*int(g)+4 > len(t.loca) {
			return 0, 0, fmt.Errorf("glyph %d is beyond loca", g)
		}
		from, to = 2*int(be.Uint16(t.loca[2*int(g):])), 2*int(be.Uint16(t.loca[2*int(g)+2:]))
	}
	if from > to || to > len(t.glyf) {
		return 0, 0, fmt.Errorf("glyph %d is beyond glyf", g)
	}
	return from, to, nil
}

// tableDirectory maps each table's tag to its bytes (slices of font, so writes go to it).
func tableDirectory(font []byte) (map[string][]byte, error) {
	be := binary.BigEndian
	if len(font) < 12 {
		return nil, fmt.Errorf("not a font")
	}
	n := int(be.Uint16(font[4:]))
	if 12+16*n > len(font) {
		return nil, fmt.Errorf("a table directory beyond the font")
	}
	tables := map[string][]byte{}
	for i := 0; i < n; i++ {
		rec := font[12+16*i:]
		off, size := int(be.Uint32(rec[8:])), int(be.Uint32(rec[12:]))
		if off < 0 || size < 0 || off+size > len(font) {
			return nil, fmt.Errorf("table %q beyond the font", rec[:4])
		}
		tables[string(rec[:4])] = font[off : off+size : off+size]
	}
	return tables, nil
}
