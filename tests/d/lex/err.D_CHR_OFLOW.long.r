-- @@stderr --
dtrace: failed to compile script err.D_CHR_OFLOW.long.d: [D_CHR_OFLOW] line 8: character constant is too long
