//go:build !embedweb

package webfiles

import "io/fs"

// Embedded is the browser build carried in the binary: none in a plain build (build/serverbuild.sh
// makes the one that carries it, with -tags embedweb).
func Embedded() fs.FS { return nil }
