getpid <
ustack`ustack_c+0xOFF
ustack`ustack_b+0xOFF
ustack`ustack_a+0xOFF
> 7 20
getpid <
ustack`ustack_c+0xOFF
ustack`ustack_b+0xOFF
ustack`ustack_a+0xOFF
> 8 40

  getpid                                            
    ustack`ustack_c+0xOFF
    ustack`ustack_b+0xOFF
    ustack`ustack_a+0xOFF
       -1               60
