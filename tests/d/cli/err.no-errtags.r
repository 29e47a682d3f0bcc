-- @@stderr --
dtrace: failed to compile script err.no-errtags.d: line 8: syntax error near ";"
