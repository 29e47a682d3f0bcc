/*
 * inet_ntoa() and inet_ntop(AF_INET) of exact IPv4 addresses (network
 * order bytes written by the trigger, copied in): zeros, 255s, no
 * leading zeros.  A user address itself is not kernel memory: invalid
 * address.
 * @@trigger: hexbytes 00000000 ffffffff c0a80117 0a000001 7f000001
 */
#pragma D option quiet

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->p = (uint8_t *)copyin(arg1, 20);
	printf("[%s] [%s]\n", inet_ntoa((ipaddr_t *)this->p), inet_ntop(AF_INET, this->p));
	printf("[%s] [%s]\n", inet_ntoa((ipaddr_t *)(this->p + 4)), inet_ntop(AF_INET, this->p + 4));
	printf("[%s]\n", inet_ntoa((ipaddr_t *)(this->p + 8)));
	printf("[%s]\n", inet_ntop(AF_INET, this->p + 12));
	printf("[%s]\n", inet_ntoa((ipaddr_t *)&this->p[16]));
}

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	self->a = arg1;
	trace(inet_ntoa((ipaddr_t *)arg1));
}

ERROR
/self->a != 0/
{
	printf("fault %d at the user address %d\n", arg4, arg5 == self->a);
}
