
              libc.so.6`__write+0xOFF
              libc.so.6`_IO_file_write+0xOFF
              libc.so.6`new_do_write+0xOFF
              libc.so.6`_IO_do_write+0xOFF
              libc.so.6`_IO_file_sync+0xOFF
              libc.so.6`_IO_fflush+0xOFF
              ustack_nofp`nofp_c+0xOFF
              ustack_nofp`nofp_b+0xOFF
              ustack_nofp`nofp_a+0xOFF

libc.so.6`__write+0xOFF
libc.so.6`_IO_file_write+0xOFF
[end]

