-- @@stderr --
dtrace: failed to compile script err.D_DECL_BFSIZE.char.d: [D_DECL_BFSIZE] line 6: bit-field too big for type: c
