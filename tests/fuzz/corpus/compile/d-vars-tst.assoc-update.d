/*
 * Updating an element with =, += and ++.
 * @@args: -q
 */
BEGIN
{
	a["k"] = 1;
	a["k"] += 2;
	a["k"]++;
	k = "k";
	a[k] = a[k] * 10;
	printf("%d\n", a["k"]);
	exit(0);
}
