/*
 * The io provider's translated arguments stored whole: *args[0]
 * (bufinfo_t) and *args[1] (devinfo_t, with string members) are
 * snapshots in thread-locals whose members equal the translated ones.
 * @@trigger: diskio 1
 */
#pragma D option quiet

io:::start
/pid == $target && args[0]->b_bcount == 4096/
{
	self->b = *args[0];
	self->d = *args[1];
	printf("%d %d %d %d %d\n", self->b.b_bcount,
	    self->b.b_flags == args[0]->b_flags,
	    self->b.b_blkno == args[0]->b_blkno,
	    self->d.dev_statname == args[1]->dev_statname,
	    self->d.dev_major == args[1]->dev_major);
	exit(0);
}
