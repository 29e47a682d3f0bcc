ok

-- @@stderr --
