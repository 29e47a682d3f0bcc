-- @@stderr --
dtrace: failed to compile script err.D_ADDROF_BITFIELD.bitfield.d: [D_ADDROF_BITFIELD] line 14: cannot take address of bit-field
