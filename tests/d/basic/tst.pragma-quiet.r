hello, world

-- @@stderr --
