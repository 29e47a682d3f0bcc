-- @@stderr --
dtrace: failed to compile script err.D_MACRO_UNDEF.missing.d: [D_MACRO_UNDEF] line 6: macro argument $1 is not defined
