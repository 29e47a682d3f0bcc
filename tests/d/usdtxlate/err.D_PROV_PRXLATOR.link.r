-- @@stderr --
dtrace: failed to compile script err.D_PROV_PRXLATOR.link.d: [D_PROV_PRXLATOR] line 7: translator for xltest:::done output argument #1 from int to string is not defined
