/*
 * ++ and -- on an identifier not yet declared create it as
 * an int64_t (illumos dt_cook_op1); the same for self-> and this->.
 * @@args: -q
 */
BEGIN
{
	n++;
	n++;
	self->m++;
	this->k--;
	printf("%d %d %d\n", n, self->m, this->k);
	exit(0);
}
