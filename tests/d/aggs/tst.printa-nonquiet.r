CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN 
  x                                                                 1


