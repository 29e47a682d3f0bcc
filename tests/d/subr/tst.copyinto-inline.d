/*
 * copyinto() into an alloca() made in its own argument list, and
 * copyin() into a buffer then changed through its pointer: the bytes
 * the trigger wrote (01..08).
 * @@args: -q
 * @@trigger: hexbytes 0102030405060708
 */
syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	copyinto(arg1, 4, this->q = (uint8_t *)alloca(4));
	printf("%x %x\n", this->q[0], this->q[3]);
	this->p = (uint8_t *)copyin(arg1, 8);
	this->p[7] = 0x80 | this->p[6];
	printf("%x %x %x\n", this->p[0], this->p[6], this->p[7]);
}
