-- @@stderr --
dtrace: failed to compile script err.D_PROV_PRXLATOR.string.d: [D_PROV_PRXLATOR] line 8: translator for xltest:::done output argument #2 from int to string is not defined
