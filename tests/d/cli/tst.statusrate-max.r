ok

-- @@stderr --
dtrace: status rate increased to once every 10 seconds
