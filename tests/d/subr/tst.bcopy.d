/*
 * bcopy() copies kernel memory into alloca() scratch memory; a
 * destination outside scratch, or a size that does not fit, is an
 * invalid address at the destination, an unreadable source one at the
 * source.  Each fault aborts only its clause.
 */
#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(16);
	bcopy(&curthread->comm[0], this->p, 7);
	printf("[%s]\n", stringof(this->p));
}

BEGIN
{
	this->p = (char *)alloca(16);
	bcopy(&curthread->comm[0], (void *)0x1000, 4);
}

BEGIN
{
	this->p = (char *)alloca(8);
	bcopy((void *)0x10, this->p, 8);
}

BEGIN
{
	exit(0);
}
