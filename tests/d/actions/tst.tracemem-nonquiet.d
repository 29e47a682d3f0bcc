/*
 * tracemem() of kernel memory, not quiet: the record prefix, the dump
 * starting on the next line, then the end-of-record newline (an empty
 * line).  BEGIN runs in dtrace itself, so curthread->comm is "dtrace".
 */
BEGIN
{
	tracemem(curthread->comm, 16);
	tracemem(curthread->comm, 6);
	exit(0);
}
