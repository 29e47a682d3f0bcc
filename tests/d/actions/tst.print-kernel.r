{ptr} = *
                                            (char [16]) [
                                             (char)'d',
                                             (char)'t',
                                             (char)'r',
                                             (char)'a',
                                             (char)'c',
                                             (char)'e',
                                            ]

