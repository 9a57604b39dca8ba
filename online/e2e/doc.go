// Package e2e holds the online game's tests with real processes: a tigris-server started and
// killed on loopback, tigris-bot clients and the client library playing whole games on it.
package e2e
