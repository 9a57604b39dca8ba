//go:build !js

package remote

// PageCloseWait is the longest a closing page's handler waits for the server (in a build where
// the connection runs meanwhile).
const PageCloseWait = CloseWait
