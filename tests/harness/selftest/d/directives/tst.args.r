args: [-q][-x][strsize=8 x][-c][TRIG/sleeper 10 0][-s][tst.args.d]
