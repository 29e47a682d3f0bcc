/*
 * profile-N arg2: the lateness of the firing in ns, below the period
 * (a later firing restarts the count), and not always 0.
 * @@args: -q
 * @@trigger: spin 800
 */
int n, late, bad;

profile-997
/pid == $target/
{
	n++;
	late += arg2 > 0;
	bad += arg2 < 0 || arg2 >= 1000000000 / 997;
}

END
{
	printf("fired %d, some late %d, bad %d\n", n > 0, late > 0, bad);
}
