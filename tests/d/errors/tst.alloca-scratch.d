/*
 * alloca() of more scratch than a clause has is an "out of scratch
 * space" fault, with a size known only at run time or a constant one;
 * ERROR sees DTRACEFLT_NOSCRATCH (5) and address 0.  Smaller ones work.
 * @@args: -q
 */
BEGIN
{
	this->n = 100000;
	this->p = alloca(this->n);
	printf("not reached\n");
}

BEGIN
{
	this->p = alloca(1 << 20);
	printf("not reached\n");
}

BEGIN
{
	this->n = 64;
	this->p = alloca(this->n);
	this->q = alloca(512);
	printf("%d %d\n", this->p != NULL, this->q != NULL);
}

ERROR
{
	printf("epid %d action %d fault %d addr %d\n", arg1, arg2, arg4, arg5);
}

BEGIN
{
	exit(0);
}
