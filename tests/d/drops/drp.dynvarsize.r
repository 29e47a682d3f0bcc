1 1 0

-- @@stderr --
dtrace: 1 dynamic variable drop
