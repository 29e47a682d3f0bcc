stackdepth ok: 1
caller kernel: 1
ustackdepth ok: 1

