-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_CTX.library.d: [D_PRAGMA_CTX] line 6: #pragma depends_on library is only valid in library files
