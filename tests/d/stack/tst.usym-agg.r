ustack`ustack_b+0x1: 10
ustack`ustack_b+0x5: 20

  ustack`ustack_b                                                  20

  ustack                                              ustack`ustack_b                                                  20
