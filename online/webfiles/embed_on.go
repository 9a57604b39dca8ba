//go:build embedweb

package webfiles

import (
	"embed"
	"io/fs"
)

// dist is filled by build/serverbuild.sh (build/webbuild.sh's files, compressed, the page's
// references versioned); go:embed leaves out its dotfiles.
//
//go:embed dist
var dist embed.FS

// Embedded is the browser build carried in the binary, or nil in a build without it.
func Embedded() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		return nil
	}
	return sub
}
