-- @@stderr --
dtrace: failed to compile script err.D_ADDROF_VAR.member.d: [D_ADDROF_VAR] line 10: cannot take address of dynamic variable
