
              ustack`ustack_c+0xOFF
              ustack`ustack_b+0xOFF
              ustack`ustack_a+0xOFF
[end]

