/*
 * Stores through pointers are allowed into scratch memory only: a store
 * to kernel memory, to user memory, to NULL, or past the scratch space
 * allocated so far is an invalid address fault at that address, and
 * aborts only its clause.
 * @@args: -q
 */
BEGIN
{
	*(int *)curthread = 1;
}

BEGIN
{
	*(char *)NULL = 1;
}

BEGIN
{
	this->p = (int *)alloca(4);
	this->p[0] = 7;
	this->p[1000] = 1;
}

BEGIN
{
	this->q = (long *)alloca(8);
	this->q[-100] = 1;
}

ERROR
{
	printf("epid %d action %d fault %d %s\n", arg1, arg2, arg4,
	    arg5 == (uint64_t)curthread ? "curthread" : arg5 == 0 ? "NULL" :
	    "other");
}

BEGIN
{
	this->p = (int *)alloca(4);
	this->p[0] = 7;
	printf("%d\n", this->p[0]);
	exit(0);
}
