1 2 3
4
ran 1 0 1

-- @@stderr --
dtrace: 1 speculative drop
