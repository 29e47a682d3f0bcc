

  min .-------. max  | count
    2 : x v v : 128  | -5
