-- @@stderr --
dtrace: failed to compile script err.D_INT_DIGIT.octal.d: [D_INT_DIGIT] line 8: constant 0789 contains invalid digit 8
