/*
 * io:::start and io:::done for O_DIRECT writes and reads of 4096-byte
 * blocks: start in the submitting process with the struct request * in
 * arg0 and arg1; done pairs with it by request address, with status 0
 * (arg3) and up to 4096 bytes completed (arg4: a request may complete in
 * parts).  (ext4 may write a block more than once: allocation, then the
 * data; the program's own start-up may read library pages.)
 * @@trigger: diskio 4
 */
#pragma D option quiet

int pending[uint64_t];

BEGIN
{
	reads = writes = n = started = done = ok = same = 0;
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

io:::done
/pending[arg0]/
{
	pending[arg0] = 0;
	done++;
	ok += arg3 == 0 && arg4 > 0 && arg4 <= 4096 && arg4 % 512 == 0;
}

END
{
	printf("reads >= 4: %d, writes >= 4: %d, all done %d, ok %d, same %d\n",
	    reads >= 4, writes >= 4, done == started, ok == done,
	    same == n);
}
