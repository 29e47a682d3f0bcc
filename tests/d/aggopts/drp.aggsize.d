/*
 * -x aggsize bounds the aggregation map (here to its minimum, 16
 * entries): further keys are dropped, counted in the kernel and reported
 * as aggregation drops on the CPU that dropped them.
 * @@args: -q -x aggsize=1
 */
BEGIN
{
	@[1] = count(); @[2] = count(); @[3] = count(); @[4] = count();
	@[5] = count(); @[6] = count(); @[7] = count(); @[8] = count();
	@[9] = count(); @[10] = count(); @[11] = count(); @[12] = count();
	@[13] = count(); @[14] = count(); @[15] = count(); @[16] = count();
	@[17] = count(); @[18] = count(); @[19] = count();
	exit(0);
}
