end

-- @@stderr --
dtrace: N drops on CPU C
