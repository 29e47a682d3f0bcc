/*
 * The idea of the DTrace book's sdtrace.d on Linux: one speculation per
 * block request, keyed by its struct request * (arg0), filled at
 * io:::start and io:::done and committed from io:::done, so that each
 * request's lines come out together.  The .r.p filter checks that every
 * start is followed by the done of the same kind of request (not the
 * completion status and size: tests/d/io checks those).
 * @@trigger: diskio 4
 */
#pragma D option quiet
#pragma D option nspec=64

int specs[uint64_t];

io:::start
/pid == $target && execname == "diskio" &&
    ((struct request *)arg0)->__data_len == 4096 && specs[arg0] == 0/
{
	specs[arg0] = speculation();
	started++;
}

io:::start
/specs[arg0]/
{
	speculate(specs[arg0]);
	printf("%s start %d\n",
	    (((struct request *)arg0)->cmd_flags & 0xff) == 1 ? "W" : "R",
	    ((struct request *)arg0)->__data_len);
}

io:::done
/specs[arg0]/
{
	speculate(specs[arg0]);
	printf("%s done %d %d\n",
	    (((struct request *)arg0)->cmd_flags & 0xff) == 1 ? "W" : "R",
	    arg4, arg3);
}

io:::done
/specs[arg0]/
{
	commit(specs[arg0]);
	specs[arg0] = 0;
	committed++;
}

END
{
	printf("all committed %d\n", started == committed && started >= 8);
}
