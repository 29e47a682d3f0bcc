[obar]
[foobar]
[]
[]
[Xc]
[]
[lib/libc.so.1]

