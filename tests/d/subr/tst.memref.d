/*
 * memref(ptr, len) makes the two-element array { ptr, len } that
 * printm() takes: from constants, and from an alloca() buffer's address
 * and a run-time length.
 */
#pragma D option quiet

BEGIN
{
	this->m = memref(0x1234, 16);
	printf("%x %d\n", this->m[0], this->m[1]);
	this->p = (char *)alloca(4);
	this->len = 3;
	this->n = memref((uintptr_t)this->p, this->len + 1);
	printf("%d %d\n", this->n[0] == (uintptr_t)this->p, this->n[1]);
	exit(0);
}
