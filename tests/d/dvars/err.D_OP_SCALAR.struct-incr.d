/*
 * ++ of a struct-valued thread-local.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	self->t = curthread->se;
	self->t++;
}
