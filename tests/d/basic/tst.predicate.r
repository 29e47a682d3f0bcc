yes
nonzero

