-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNDEF.compound.d: [D_VAR_UNDEF] line 6: x has not yet been declared or assigned
