//go:build !js

package platform

// passkey is the browser's: the desktop signs in with a password and keeps a device key.
var passkey func(create bool, options []byte) ([]byte, error)
