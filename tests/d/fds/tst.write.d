/*
 * fds[arg0] on syscall::write:entry: the file written to as an
 * aggregation key, its offset before each write, and a predicate on the
 * file system type.  The trigger writes 100 bytes to data.txt at offset
 * 0, then 3 bytes at 42, 45, 48, twice to a pipe and once to a socket.
 * @@trigger: fds
 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	@w[fds[arg0].fi_fs == "sockfs" ? "socket" :
	    fds[arg0].fi_fs == "pipefs" ? "pipe" : fds[arg0].fi_name] = count();
}

syscall::write:entry
/pid == $target && fds[arg0].fi_name == "data.txt"/
{
	printf("%s %d %d\n", fds[arg0].fi_name, fds[arg0].fi_offset, arg2);
}

syscall::write:entry
/pid == $target && fds[arg0].fi_fs == "sockfs"/
{
	@s = count();
}

END
{
	printa("%-10s %@d\n", @w);
	printa("sockets %@d\n", @s);
}
