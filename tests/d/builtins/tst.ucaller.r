entry:   ustack`ustack_a                                   
syscall:   ustack`ustack_b                                   

