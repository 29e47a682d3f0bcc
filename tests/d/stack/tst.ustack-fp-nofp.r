
              libc.so.6`__write+0xOFF
[end]

