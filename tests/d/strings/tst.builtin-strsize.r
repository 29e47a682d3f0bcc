[dtr] [dtr] [BEG]
[dtr] 3 3
[dtr] [BEG]
[dtr] [END]

  dtr                                                 BEG                                                               1
