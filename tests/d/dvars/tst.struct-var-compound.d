/*
 * Compound assignments and ++ on struct members, across clauses.
 * @@args: -q
 */
struct c { int hits; long bytes; } st;

BEGIN
{
	st.hits++;
	st.bytes += 100;
}

BEGIN
{
	++st.hits;
	st.bytes -= 30;
	st.bytes *= 2;
}

BEGIN
/st.hits == 2/
{
	printf("%d %d\n", st.hits, st.bytes);
	exit(0);
}
