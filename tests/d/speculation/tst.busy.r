first
busy: 0
later: 1

-- @@stderr --
dtrace: 1 failed speculation (available buffer(s) still busy)
