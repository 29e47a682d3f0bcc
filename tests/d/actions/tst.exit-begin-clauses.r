begin 1
end

