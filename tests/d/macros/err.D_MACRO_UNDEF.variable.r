-- @@stderr --
dtrace: failed to compile script err.D_MACRO_UNDEF.variable.d: [D_MACRO_UNDEF] line 6: macro variable $nosuch is not defined
