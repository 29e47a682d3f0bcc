a count=1 hist=
           value  ------------- Distribution ------------- count    
             < 0 |                                         0        
               0 |                                         0        
              10 |                                         0        

b count=2 hist=
           value  ------------- Distribution ------------- count    
               0 |                                         0        
              10 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        
              20 |                                         0        


