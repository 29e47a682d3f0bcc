/*
 * vminfo:::maj_fault (the perf software event major-faults): the
 * trigger maps a file whose pages it dropped from the page cache and
 * reads them: at least one major fault, in the trigger's thread, arg0 1.
 * @@trigger: faults major ./majfault.tmp
 */
#pragma D option quiet

BEGIN
{
	n = bad = 0;
}

vminfo:::maj_fault
/pid == $target/
{
	n++;
	bad += arg0 != 1 || execname != "faults" || tid != pid;
}

END
{
	printf("major faults: %d, bad %d\n", n > 0, bad);
}
