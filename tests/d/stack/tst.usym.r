  ustack`ustack_b                                     ustack`ustack_b                                     ustack                                              ustack`ustack_b+0x3                                 ustack`ustack_b                                   |
[ustack`ustack_b+0x11] [ustack`ustack_b     ] [     ustack`ustack_b]

