-- @@stderr --
dtrace: failed to compile script err.D_MACRO_UNDEF.projid.d: [D_MACRO_UNDEF] line 8: macro variable $projid is not defined
