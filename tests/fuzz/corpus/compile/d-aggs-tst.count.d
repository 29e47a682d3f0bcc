/*
 * count() without keys: printed at exit after the final newline.
 * @@args: -q
 */
BEGIN
{
	@c = count();
	@c = count();
	@c = count();
	exit(0);
}
