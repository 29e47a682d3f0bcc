-- @@stderr --
dtrace: failed to compile script err.D_OFFSETOF_BITFIELD.bf.d: [D_OFFSETOF_BITFIELD] line 7: cannot take offset of a bit-field: a
