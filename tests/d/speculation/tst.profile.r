      1 
     10 sample in spin
      1 samples 10
