-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNSUP.dynvar-too-large.d: [D_VAR_UNSUP] line 7: self->huge: char [70000] is too large for a dynamic variable (70000 bytes; at most 65536)
