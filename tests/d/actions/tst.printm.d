/*
 * printm(size, memref(addr, len)) prints len bytes at addr as tracemem()
 * does, at most size: the length within the size, and beyond it.
 */
#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(8);
	this->p[0] = 'h';
	this->p[1] = 'i';
	this->p[2] = '!';
	this->p[3] = 0;
	this->p[4] = 0x41;
	this->p[5] = 0x42;
	printm(16, memref((uintptr_t)this->p, 6));
	printm(4, memref((uintptr_t)this->p, 16));
	exit(0);
}
