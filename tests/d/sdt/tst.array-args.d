/*
 * sdt provider: non-char array fields of a tracepoint record are arrays in
 * args[] (sys_enter's unsigned long args[6] is args[1], unsigned
 * long[6]), read element by element, with constant and variable
 * indexes.  __u8 arrays are char arrays (strings) to D, as in DTrace:
 * sock:inet_sock_set_state daddr[4] (args[8]) read by element.  Integer
 * fields are in argN.
 * @@trigger: net tcp
 */
#pragma D option quiet

int done;

sdt:raw_syscalls::sys_enter
/pid == $target && args[0] == 1 && !done/
{
	done = 1;
	i = 2;
	printf("write nr %d fd %d len %d var %d size %d\n", arg0, args[1][0],
	    args[1][2], args[1][i], sizeof (args[1]));
}

sdt:sock::inet_sock_set_state
/pid == $target && args[1] == 2 && args[2] == 1 && args[5] == 2/
{
	i = 3;
	printf("connect to %d.%d.%d.%d (%d) sizes %d %d\n", args[8][0],
	    args[8][1], args[8][2], args[8][i], arg5, sizeof (args[8]),
	    sizeof (args[10]));
}

