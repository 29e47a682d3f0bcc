/*
 * io:::start and io:::done for O_DIRECT writes and reads of 4096-byte
 * blocks: start in the submitting process, inside its pwrite()/pread(),
 * with the struct request * in arg0 and arg1; done pairs with it by
 * request address, with status 0 (arg3), and the bytes completed (arg4,
 * a request may complete in several parts) add up to the request's size
 * at its first completion (__data_len, before the kernel takes the
 * completed bytes off), 4096.  Only requests started inside those system
 * calls count: the trigger's fsync() also writes file system metadata
 * and its unlink() discards the blocks (a root file system mounted with
 * "discard"), and such a request may absorb other bios before it
 * completes (a merge: more than 4096 bytes), which made this test fail
 * now and then under load.
 * @@trigger: diskio 4
 */
#pragma D option quiet

int pending[uint64_t];
uint64_t got[uint64_t];
uint64_t size[uint64_t];

BEGIN
{
	reads = writes = n = started = done = ok = same = bad = 0;
}

syscall::pwrite64:entry,
syscall::pread64:entry
/pid == $target/
{
	self->rw = 1;
}

syscall::pwrite64:return,
syscall::pread64:return
/pid == $target/
{
	self->rw = 0;
}

io:::start
/pid == $target && self->rw &&
    ((struct request *)arg0)->__data_len == 4096/
{
	op = ((struct request *)arg0)->cmd_flags & 0xff;
	op == 0 ? reads++ : op == 1 ? writes++ : 0;
	started += pending[arg0] == 0;	/* a requeued request starts again */
	pending[arg0] = 1;
	same += arg0 == arg1;
	n++;
}

/* a request may complete in parts (arg4 bytes each time) */
io:::done
/pending[arg0] && size[arg0] == 0/
{
	size[arg0] = ((struct request *)arg0)->__data_len;
}

io:::done
/pending[arg0]/
{
	got[arg0] += arg4;
	bad += arg3 != 0;
}

io:::done
/pending[arg0] && got[arg0] >= size[arg0]/
{
	pending[arg0] = 0;
	done++;
	ok += got[arg0] == size[arg0] && size[arg0] == 4096;
	got[arg0] = 0;
	size[arg0] = 0;
}

END
{
	printf("reads >= 4: %d, writes >= 4: %d, all done %d, ok %d, same %d\n",
	    reads >= 4, writes >= 4, done == started, ok == done && bad == 0,
	    same == n);
}
