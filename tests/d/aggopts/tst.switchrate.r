begin
tick 1
tick 2
tick 3
tick 4
tick 5
end

