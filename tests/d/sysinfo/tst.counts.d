/*
 * sysinfo and vminfo: arg0 is the increment.  The writer trigger does
 * three 100-byte writes: syswrite 3 times, writech 300 bytes; its
 * process fires sysexec once (the -c exec) and takes page faults.
 * @@trigger: writer 100 3
 */
#pragma D option quiet

BEGIN
{
	faults = 0;
}

sysinfo:::syswrite, sysinfo:::writech, sysinfo:::sysexec
/pid == $target/
{
	@[probename] = sum(arg0);
}

vminfo:::as_fault
/pid == $target/
{
	faults += arg0;
}

END
{
	printa("%s %@d\n", @);
	printf("faults %d\n", faults > 0);
}
