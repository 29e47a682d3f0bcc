{ptr} = *
                                            (unsigned char [16]) [
                                             (unsigned char)100,
                                             (unsigned char)116,
                                             (unsigned char)114,
                                             (unsigned char)97,
                                             (unsigned char)99,
                                             (unsigned char)101,
                                            ]

