-- @@stderr --
dtrace: failed to compile script err.D_INT_DIGIT.octal.d: [D_INT_DIGIT] line 6: constant 08 contains invalid digit 8
