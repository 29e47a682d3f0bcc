-- @@stderr --
dtrace: failed to compile script err.D_ADDROF_VAR.self-struct.d: [D_ADDROF_VAR] line 11: cannot take address of dynamic variable
