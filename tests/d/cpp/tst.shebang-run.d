#!/usr/sbin/dtrace -qCs
/*
 * @@args: -qC
 */
#define	SAY(s)		printf("%s\n", s)
#define	CLAUSE(p, s)	p { SAY(s); }

CLAUSE(BEGIN, "first")
CLAUSE(BEGIN, "second")
BEGIN { printf("line %d\n", __LINE__); exit(0); }
