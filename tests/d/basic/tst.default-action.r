CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN 
  X      1                           :BEGIN 
  X      2                             :END 

