-- @@stderr --
dtrace: failed to compile script err.D_MACRO_UNDEF.dollardollar.d: [D_MACRO_UNDEF] line 8: macro argument $$2 is not defined
