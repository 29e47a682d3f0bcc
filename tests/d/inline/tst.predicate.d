/*
 * Inlines in predicates, keys and aggregations.
 * @@args: -q
 */
inline int KEY = 3;
inline string TAG = "k";
BEGIN
/KEY == 3/
{
	@c[TAG, KEY] = sum(KEY);
	exit(0);
}
