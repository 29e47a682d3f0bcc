/*
 * tracemem() line breaks and dynamic sizes: exactly 16 bytes is one
 * line, 17 two, a single byte; a negative dynamic size (huge as
 * size_t) prints all, 1 prints one byte.
 * @@args: -q
 * @@trigger: hexbytes 000102030405060708090a0b0c0d0e0f 4142434445464748494a4b4c4d4e4f50 51
 */
syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->p = copyin(arg1, 33);
	tracemem(this->p, 16);
	tracemem(this->p, 17);
	tracemem(this->p + 32, 1);
	tracemem(this->p + 16, 17, -1);
	tracemem(this->p + 16, 17, 1);
}
