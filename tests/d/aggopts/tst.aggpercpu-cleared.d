/*
 * -x aggpercpu after clear(): every CPU has no value, so each shows
 * Oracle's initial value (count 0, min INT64_MAX, max INT64_MIN), as
 * does the merged value.  The filter folds the identical CPU lines.
 * @@args: -q -x aggpercpu
 */
BEGIN
{
	@c["a"] = count();
	@mn["a"] = min(5);
	@mx["a"] = max(5);
	clear(@c);
	clear(@mn);
	clear(@mx);
	exit(0);
}
