-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_INVAL.attr-part.d: [D_PRAGMA_INVAL] line 6: invalid class probes specified by #pragma attributes
