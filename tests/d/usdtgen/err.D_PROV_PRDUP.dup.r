-- @@stderr --
dtrace: failed to compile script err.D_PROV_PRDUP.dup.d: [D_PROV_PRDUP] line 10: probe redeclared: dup:query-start
