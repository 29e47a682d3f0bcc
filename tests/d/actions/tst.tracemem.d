/*
 * tracemem() always prints a hex dump (docs/output.md §8); a dynamic size
 * (argument #3) shows that many bytes when 0 < size <= nbytes, else all.
 * The bytes are the trigger's struct, copied in.
 * @@trigger: actions print
 */
#pragma D option quiet

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->p = copyin(arg1, 24);
	tracemem(this->p, 24);
	tracemem(this->p, 24, 5);
	tracemem(this->p, 24, 0);
	tracemem(this->p, 24, 100);
	tracemem(this->p, 16, arg2 - 56);
	exit(0);
}
