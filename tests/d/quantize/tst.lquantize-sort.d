/*
 * Keyed lquantize() entries sort by libdtrace's weighted sum: the
 * overflow bucket weighs low + levels*step + 1 (11 here, not its label
 * 10), so "a" (one value past the top) sorts after "b" (two values in
 * bucket 5, weight 10); equal sums then go by the count in the bucket
 * weighted 0 ("d", one 0, before "c", two).
 * @@args: -q
 */
BEGIN
{
	@l["a"] = lquantize(12, 0, 10, 5);
	@l["b"] = lquantize(5, 0, 10, 5);
	@l["b"] = lquantize(6, 0, 10, 5);
	@l["d"] = lquantize(0, 0, 10, 5);
	@l["c"] = lquantize(0, 0, 10, 5);
	@l["c"] = lquantize(1, 0, 10, 5);
	printa("%s%@d", @l);
	exit(0);
}
