/*
 * io translated arguments for direct 4096-byte writes and reads:
 * bufinfo_t flags and sizes (done adds B_DONE), devinfo_t of the disk,
 * fileinfo_t "<none>" (a block request has no file).
 * @@trigger: diskio 2
 */
#pragma D option quiet

io:::start
/pid == $target && execname == "diskio" && args[0]->b_bcount == 4096/
{
	@s[args[0]->b_flags & B_READ ? "read" : "write",
	    args[1]->dev_major == getmajor(args[0]->b_edev),
	    args[2]->fi_name] = max(1);
	dev = args[1]->dev_statname;
}

io:::done
/args[0]->b_bcount == 4096 && args[1]->dev_statname == dev/
{
	@d[args[0]->b_flags & B_DONE ? "done" : "?", args[0]->b_error,
	    args[0]->b_resid] = max(1);
}

END
{
	printa("start %s dev %d file %s: %@d\n", @s);
	printa("%s error %d resid %d: %@d\n", @d);
}
