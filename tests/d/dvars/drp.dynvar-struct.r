1 1 0

-- @@stderr --
dtrace: 2 dynamic variable drops
