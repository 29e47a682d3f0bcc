-- @@stderr --
dtrace: failed to compile script err.D_MACRO_UNUSED.two.d: [D_MACRO_UNUSED] extraneous argument '3' ($3 is not referenced)
