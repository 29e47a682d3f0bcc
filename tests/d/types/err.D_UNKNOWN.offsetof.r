-- @@stderr --
dtrace: failed to compile script err.D_UNKNOWN.offsetof.d: [D_UNKNOWN] line 7: failed to determine offset of b: Member name not found
