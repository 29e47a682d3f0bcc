

              key     min .----. max      | count
           dtrace     < 0 :  X : >= 10    | 1
