#!/usr/sbin/dtrace -qCs
/*
 * An interpreter line is hidden from cpp; a macro may expand to a whole
 * clause, and line numbers stay those of the file.
 * @@noroot
 * @@args: -qC -e
 */
#define	SAY(s)		printf("%s\n", s)
#define	CLAUSE(p, s)	p { SAY(s); }

CLAUSE(BEGIN, "first")
CLAUSE(BEGIN, "second")
