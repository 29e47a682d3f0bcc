end

                2
