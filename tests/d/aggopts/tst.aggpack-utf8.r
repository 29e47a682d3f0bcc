

              key  min .------. max  | count
                x    0 : ▂▅ ▂ : 16   | 5
