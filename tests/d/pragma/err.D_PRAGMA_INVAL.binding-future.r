-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_INVAL.binding-future.d: [D_PRAGMA_INVAL] line 6: invalid version string specified by #pragma binding
