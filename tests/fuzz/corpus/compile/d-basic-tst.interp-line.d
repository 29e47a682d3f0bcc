#!/usr/sbin/dtrace -qs
/*
 * A first line starting with #! is ignored, comments may appear between
 * clauses and inside them.
 * @@args: -q
 */

/* before the clause */
BEGIN /* between description and body */
{
	/* in the body */
	printf("ok\n");	/* after a statement */
	exit(0);
}
/* at the end */
