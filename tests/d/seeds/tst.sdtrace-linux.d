/*
 * The DTrace book's sdtrace.d (seed-examples/book-sdtrace.d) on Linux:
 * one speculation per block request (nspec=1024), indexed by the request
 * pointer, filled by two clauses at io:::start and io:::done and
 * committed from io:::done, so that each request's stages print
 * together.  The Solaris sd/SCSI stages have no counterpart here; the
 * buf/dev/file information comes from the io provider's translators.
 * The .r.p filter checks the shape of every committed block.
 * @@trigger: diskio 4
 * @@args: -C
 */
#pragma D option quiet
#pragma D option nspec=1024
#pragma D option dynvarsize=4m

int specs[uint64_t];
uint64_t timestamps[uint64_t];

#define BUF_SPEC_INDEX(bp)	((uint64_t)(bp))
#define BUF_SPECULATE(bp)	speculate(specs[BUF_SPEC_INDEX(bp)])
#define PROBE_PRINT(probe, bp) \
    printf("%-12s %p %s\n", probe, bp, \
        timestamp >= timestamps[BUF_SPEC_INDEX(bp)] ? "later" : "?")

#define PROC_PRINT() \
    printf("\tPROC: %d/%d %s\n", pid, tid, execname);

#define BUF_PRINT_INFO(buf) \
    printf("\tBUF flags: %s %x count: %d blkno: %d\n", \
        (buf->b_flags & B_WRITE) ? "W" : "R", buf->b_flags, \
        buf->b_bcount, buf->b_blkno)

#define DEV_PRINT_INFO(dev) \
    printf("\tDEV %d,%d %s\n", dev->dev_major, dev->dev_minor, \
        dev->dev_name);

#define FILE_PRINT_INFO(file) \
    printf("\tFILE %s+%d\n", file->fi_pathname, file->fi_offset);

io:::start
/pid == $target && args[0]->b_bcount == 4096 &&
    specs[BUF_SPEC_INDEX(arg0)] == 0/
{
	specs[BUF_SPEC_INDEX(arg0)] = speculation();
	timestamps[BUF_SPEC_INDEX(arg0)] = timestamp;
}

io:::start
/specs[BUF_SPEC_INDEX(arg0)]/
{
	BUF_SPECULATE(arg0);

	printf("-----\n");
	PROBE_PRINT("io-start", arg0);
	PROC_PRINT();
	BUF_PRINT_INFO(args[0]);
	DEV_PRINT_INFO(args[1]);
	FILE_PRINT_INFO(args[2]);
}

io:::done
/specs[BUF_SPEC_INDEX(arg0)]/
{
	BUF_SPECULATE(arg0);
	PROBE_PRINT("io-done", arg0);
	BUF_PRINT_INFO(args[0]);
}

io:::done
/specs[BUF_SPEC_INDEX(arg0)]/
{
	commit(specs[BUF_SPEC_INDEX(arg0)]);
	specs[BUF_SPEC_INDEX(arg0)] = 0;
}
