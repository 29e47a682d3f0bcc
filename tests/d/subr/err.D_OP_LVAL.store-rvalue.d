/*
 * A pointer value itself (not what it points to) is not an lvalue.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	this->p = (int *)alloca(8);
	(this->p + 1) = 0;
}
