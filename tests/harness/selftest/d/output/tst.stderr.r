out
-- @@stderr --
dtrace: warning
