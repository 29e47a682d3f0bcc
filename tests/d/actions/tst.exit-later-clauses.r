begin 1
end 1
end 2

                3
