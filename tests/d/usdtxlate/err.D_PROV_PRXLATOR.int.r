-- @@stderr --
dtrace: failed to compile script err.D_PROV_PRXLATOR.int.d: [D_PROV_PRXLATOR] line 13: translator for xltest:::query output argument #1 from struct xl_conn * to int is not defined
