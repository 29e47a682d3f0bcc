-- @@stderr --
dtrace: failed to compile script err.D_PROV_PRXLATOR.notrans.d: [D_PROV_PRXLATOR] line 16: translator for xltest:::query output argument #1 from struct xl_conn * to xlconn_t * is not defined
