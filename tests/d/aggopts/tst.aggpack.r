

              key  min .--------------. max  | count
             open    0 : x x          : 4096 | 3
             read    0 :       x    x : 4096 | 3

      key     min .-------. max      | count
        1     < 0 :x x    : >= 10    | 2
        2     < 0 :   x  x: >= 10    | 3

  min .--. max  | count
    0 :X : 1    | 1
                1
