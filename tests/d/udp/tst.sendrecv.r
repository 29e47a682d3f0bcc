send len 15 proto 17 socket 1
receive len 15 socket 0

