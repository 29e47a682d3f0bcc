-- @@stderr --
dtrace: failed to compile script err.float.d: line 6: floating-point constants are not permitted
