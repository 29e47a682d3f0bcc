/*
 * NULL as the address argument of inet_ntop(), and as the source or
 * destination of bcopy(): invalid address (0x0), one clause each;
 * ERROR sees each (fault 1, address 0).
 * @@args: -q
 */
BEGIN { trace(inet_ntop(AF_INET, NULL)); }
BEGIN { trace(inet_ntop(AF_INET6, NULL)); }
BEGIN { bcopy(NULL, alloca(4), 4); }
BEGIN { this->p = alloca(4); bcopy((void *)&curthread->comm, NULL, 4); }

ERROR
{
	printf("epid %d fault %d addr %d\n", arg1, arg4, arg5);
}

BEGIN
{
	exit(0);
}
