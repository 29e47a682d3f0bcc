-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_MALFORM.binding.d: [D_PRAGMA_MALFORM] line 6: malformed #pragma binding "version" <ident>
