/*
 * alloca() returns distinct, non-NULL scratch buffers.
 */
#pragma D option quiet

BEGIN
{
	this->a = alloca(16);
	this->b = alloca(8);
	printf("%d %d\n", this->a != 0, (uint64_t)this->b - (uint64_t)this->a >= 16);
	exit(0);
}
