64 32
{ptr} = *
                                            (struct fl) {
                                             .a = (int)7,
                                             .f = (float)-2.500000,
                                             .d = (double)3.141590,
                                             .ld = (long double)1.500000,
                                             .c = (char)'z',
                                            }

