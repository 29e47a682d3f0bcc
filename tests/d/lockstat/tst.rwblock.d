/*
 * lockstat:::rw-block from lock:contention_begin/end: threads of the
 * target contend for their process's mmap_lock (an rw semaphore): arg0
 * is that lock, arg1 the time blocked (ns, > 0), arg2 RW_WRITER (0) or
 * RW_READER (1), arg3 whether a writer held it when the thread blocked,
 * arg4 how many readers did (some blocked behind a holder).
 * @@trigger: contend 4 300
 */
#pragma D option quiet

BEGIN
{
	n = 0;
	bad = 0;
	other = 0;
	held = 0;
}

lockstat:::rw-block
/pid == $target/
{
	n++;
	bad += arg1 == 0 || arg2 > 1 || arg3 > 1 || arg4 > 64;
	held += arg3 == 1 || arg4 > 0;
	other += arg0 != (uint64_t)&curthread->mm->mmap_lock;
}

END
{
	printf("blocked: %d, bad values: %d, other locks: %d, held: %d\n",
	    n > 0, bad, other > n / 2, held > 0);
}
