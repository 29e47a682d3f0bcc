/*
 * io:::start and io:::done for O_DIRECT writes and reads of 4096-byte
 * blocks: start in the submitting process with the struct request * in
 * arg0 and arg1; done pairs with it by request address, with status 0
 * (arg3) and 4096 bytes completed (arg4).  (ext4 may write a block more
 * than once: allocation, then the data; the program's own start-up may
 * read library pages; a request may complete in several parts.)
 * @@trigger: diskio 4
 */
#pragma D option quiet

int pending[uint64_t];
uint64_t got[uint64_t];

BEGIN
{
	reads = writes = n = started = done = ok = same = bad = 0;
}

io:::start
/pid == $target && execname == "diskio" &&
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
/pending[arg0]/
{
	got[arg0] += arg4;
	bad += arg3 != 0;
}

io:::done
/pending[arg0] && got[arg0] >= 4096/
{
	pending[arg0] = 0;
	done++;
	ok += got[arg0] == 4096;
	got[arg0] = 0;
}

END
{
	printf("reads >= 4: %d, writes >= 4: %d, all done %d, ok %d, same %d\n",
	    reads >= 4, writes >= 4, done == started, ok == done && bad == 0,
	    same == n);
}
