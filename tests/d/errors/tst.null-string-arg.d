/*
 * A NULL pointer given to a string subroutine (whose prototypes take
 * const char *, so NULL is accepted at compile time) is an invalid
 * address (0x0) fault in the action that makes the call; each aborts
 * only its clause, and dtrace:::ERROR sees the fault (1, DTRACEFLT_BADADDR)
 * and the address (arg5).
 * @@args: -q
 */
BEGIN { trace(strlen(NULL)); }
BEGIN { trace(strjoin(NULL, "a")); }
BEGIN { trace(strjoin("a", NULL)); }
BEGIN { trace(substr(NULL, 1)); }
BEGIN { trace(index("abc", NULL)); }
BEGIN { trace(strchr(NULL, 'a')); }
BEGIN { trace(toupper(NULL)); }
BEGIN { trace(basename(NULL)); }
BEGIN { trace(cleanpath(NULL)); }
BEGIN { trace(strtoll(NULL)); }
BEGIN { trace(strtok("abc", NULL)); }
BEGIN { trace(inet_ntoa(NULL)); }
BEGIN { trace(inet_ntoa6(NULL)); }

ERROR
{
	printf("%d %d %d %x\n", arg1, arg2, arg4, arg5);
}

BEGIN
{
	exit(0);
}
