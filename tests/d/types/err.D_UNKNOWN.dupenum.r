-- @@stderr --
dtrace: failed to compile script err.D_UNKNOWN.dupenum.d: [D_UNKNOWN] line 6: failed to define enumerator 'A': Duplicate member or variable name
