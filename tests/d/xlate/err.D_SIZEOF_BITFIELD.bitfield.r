-- @@stderr --
dtrace: failed to compile script err.D_SIZEOF_BITFIELD.bitfield.d: [D_SIZEOF_BITFIELD] line 14: cannot apply sizeof to a bit-field
