CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN   ab
cd                            

