-- @@stderr --
dtrace: failed to compile script err.D_STR_NL.newline.d: [D_STR_NL] line 8: newline encountered in string literal
