module tigris

go 1.26.8
