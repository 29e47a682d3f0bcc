1 0

-- @@stderr --
dtrace: [DTRACEDROP_DYNAMIC] 3 dynamic variable drops
