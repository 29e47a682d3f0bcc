/*
 * -L adds a library directory whose files every program sees, after the
 * default library.
 * @@noroot
 * @@args: -qe -L extra
 */
mylib_pair_t *p;
BEGIN
{
	trace(MYLIB_ANSWER + O_CREAT + sizeof(mylib_pair_t));
}
