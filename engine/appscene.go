package engine

// Scene is the scene on screen (a close request asks it first).
func (a *App) Scene() Scene { return a.scene }
