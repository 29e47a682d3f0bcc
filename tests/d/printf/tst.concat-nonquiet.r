CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN a          1b

