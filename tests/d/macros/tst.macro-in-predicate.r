6 go

