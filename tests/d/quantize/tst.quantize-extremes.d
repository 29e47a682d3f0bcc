/*
 * quantize() of INT64_MIN (the first bucket, labelled with its lower
 * bound), 0 and INT64_MAX (the last bucket): every row in between is
 * shown, the first and last have no neighbour to add.
 * @@args: -q
 */
BEGIN
{
	@ = quantize((long)0x8000000000000000);
	@ = quantize(0);
	@ = quantize(0x7fffffffffffffff);
	exit(0);
}
