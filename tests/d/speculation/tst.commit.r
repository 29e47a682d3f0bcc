id 1
direct
speculated 1 one
two
speculated 3
end

