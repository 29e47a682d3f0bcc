/*
 * A member the struct of a thread-local does not have.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	self->t = *curthread;
	trace(self->t.nosuchmember);
}
