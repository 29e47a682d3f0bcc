-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.inet_ntoa6.d: [D_PROTO_ARG] line 8: inet_ntoa6( ) argument #1 is incompatible with prototype:
	prototype: in6_addr_t *
	 argument: int
