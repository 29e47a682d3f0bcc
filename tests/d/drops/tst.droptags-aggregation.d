/*
 * -x droptags: keys the aggregation map (aggsize at its minimum, 16
 * entries) has no room for are reported as
 * "[DTRACEDROP_AGGREGATION] N aggregation drops on CPU C".
 * @@args: -q -x droptags -x aggsize=1
 */
BEGIN
{
	@[1] = count(); @[2] = count(); @[3] = count(); @[4] = count();
	@[5] = count(); @[6] = count(); @[7] = count(); @[8] = count();
	@[9] = count(); @[10] = count(); @[11] = count(); @[12] = count();
	@[13] = count(); @[14] = count(); @[15] = count(); @[16] = count();
	@[17] = count(); @[18] = count();
	exit(0);
}
