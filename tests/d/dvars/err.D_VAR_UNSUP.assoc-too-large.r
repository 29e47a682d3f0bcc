-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNSUP.assoc-too-large.d: [D_VAR_UNSUP] line 10: a: struct big is too large for a dynamic variable (70000 bytes; at most 65536)
