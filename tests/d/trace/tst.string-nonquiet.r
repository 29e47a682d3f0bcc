CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN   hello                                      7

