
local: L global: N
