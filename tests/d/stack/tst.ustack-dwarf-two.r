
              libc.so.6`__write+0xOFF
              ustack_nofp`nofp_c+0xOFF
              ustack_nofp`nofp_b+0xOFF

              libc.so.6`__write+0xOFF

