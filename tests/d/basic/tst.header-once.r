CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN one
  X      1                           :BEGIN two
  X      1                           :BEGIN three

