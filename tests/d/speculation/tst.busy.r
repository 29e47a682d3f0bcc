first 1
reused 1
u 1
busy 0
later 1

-- @@stderr --
dtrace: 1 failed speculation (available buffer(s) still busy)
