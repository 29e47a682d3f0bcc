
              libc.so.6`__write+0xOFF
              ustack_strip`nofp_c+0xOFF
              ustack_strip`nofp_b+0xOFF
              ustack_strip`nofp_a+0xOFF
              ustack_strip`main+0xOFF
  ustack_strip`nofp_c                                 ustack_strip`nofp_c                                 ustack_strip                                        ustack_strip`nofp_c+0xOFF                          |
[ustack_strip`nofp_c+0xOFF]

  ustack_strip`nofp_c                                              20
