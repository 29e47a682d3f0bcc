/*
 * Stores and bcopy() into alloca() memory must stay below the end of
 * the last buffer allocated: a store or a copy crossing the top is an
 * invalid address fault (DTRACEFLT_BADADDR in ERROR) at the address
 * stored to; up to the top is fine.
 * @@args: -q
 */
BEGIN
{
	this->s = (int *)alloca(12);
	this->s[2] = 65;
	this->c = (char *)alloca(10);
	this->c[9] = 'z';
	bcopy((void *)&curthread->comm, this->c, 10);
	printf("ok %d %c\n", this->s[2], this->c[0]);
}

BEGIN
{
	this->s = (int *)alloca(10);
	self->at = (uint64_t)&this->s[2];
	this->s[2] = 65;
}

BEGIN
{
	this->c = (char *)alloca(10);
	self->at = (uint64_t)this->c;
	bcopy((void *)&curthread->comm, this->c, 11);
}

ERROR
{
	printf("epid %d fault %d at %d\n", arg1, arg4, arg5 == self->at);
}

BEGIN
{
	exit(0);
}
