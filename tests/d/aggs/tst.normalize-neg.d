/*
 * normalize() divides as libdtrace does: the default format divides
 * count/sum/min/max as unsigned 64-bit values (so a negative sum becomes
 * a large number) and avg as signed; printa()'s %@d/%@i divide signed,
 * %@u/%@x unsigned, and avg through printa() unsigned.  stddev comes from
 * the normalized sums (sqrt(sumsq/n/N - (sum/n/N)^2)), not stddev/N.
 * @@args: -q
 */
BEGIN
{
	@s = sum(-1000);
	@a = avg(-31);
	@a = avg(0);
	@b = avg(-31);
	@b = avg(0);
	@p = avg(40);
	@sd = stddev(2);
	@sd = stddev(6);
	normalize(@s, 10);
	normalize(@a, 2);
	normalize(@b, 2);
	normalize(@p, 4);
	normalize(@sd, 2);
	printa("s %@d %@i %@u %@x\n", @s);
	printa("p %@d\n", @p);
	printa("b %@d\n", @b);
	exit(0);
}
