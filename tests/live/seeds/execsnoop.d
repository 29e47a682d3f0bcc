#!/usr/sbin/dtrace -s
/*
 * execsnoop.d - one line per successful exec: UID, PID, PPID and the new
 * program name (Linux-adapted execsnoop: proc:::exec-success fires in the
 * new image, so execname is the new program; ARGS need psinfo_t).
 */
#pragma D option quiet

BEGIN
{
	printf("%5s %6s %6s %s\n", "UID", "PID", "PPID", "COMM");
}

proc:::exec-success
{
	printf("%5d %6d %6d %s\n", uid, pid, ppid, execname);
}
