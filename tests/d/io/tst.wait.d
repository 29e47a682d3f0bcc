/*
 * io:::wait-start and io:::wait-done around the O_DIRECT I/O waits of the
 * trigger: in the waiting thread, every wait-start followed by its
 * wait-done in the same thread, later; no request identity (bufinfo_t
 * fields 0, devinfo_t "<unknown>", fileinfo_t "<none>").
 * @@trigger: diskio 8
 */
#pragma D option quiet

self uint64_t ts;

BEGIN
{
	starts = waits = dones = bad = 0;
}

io:::start
/pid == $target/
{
	starts++;
}

io:::wait-start
/pid == $target/
{
	waits++;
	bad += self->ts != 0;
	self->ts = timestamp;
	bad += args[0]->b_bcount != 0 || args[0]->b_edev != 0 ||
	    args[0]->b_flags != 0 || args[1]->dev_statname != "<unknown>" ||
	    args[2]->fi_name != "<none>" || arg0 != 0;
}

io:::wait-done
/pid == $target/
{
	dones++;
	bad += self->ts == 0 || timestamp <= self->ts;
	self->ts = 0;
}

END
{
	printf("I/O %d, waited %d, all done %d, bad %d\n", starts >= 16,
	    waits >= 1, dones == waits, bad);
}
