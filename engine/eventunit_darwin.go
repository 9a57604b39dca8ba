package engine

// eventsInPoints: macOS windows count in points, each Device pixels wide.
const eventsInPoints = true
