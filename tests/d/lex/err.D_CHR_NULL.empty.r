-- @@stderr --
dtrace: failed to compile script err.D_CHR_NULL.empty.d: [D_CHR_NULL] line 8: empty character constant
