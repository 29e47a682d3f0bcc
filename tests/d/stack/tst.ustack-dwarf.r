
              libc.so.6`__write+0xOFF
              ustack_nofp`nofp_c+0xOFF
              ustack_nofp`nofp_b+0xOFF
              ustack_nofp`nofp_a+0xOFF
              ustack_nofp`main+0xOFF
              libc.so.6`__libc_start_call_main+0xOFF
              libc.so.6`__libc_start_main+0xOFF
              ustack_nofp`_start+0xOFF
[end]

