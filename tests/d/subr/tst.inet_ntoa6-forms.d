/*
 * inet_ntoa6() and inet_ntop(AF_INET6) of exact addresses (the trigger
 * writes them, 16 bytes each, to fd -1): zero compression of the
 * longest run of two or more zero words, the first of equal runs, none
 * for a single zero word, lower-case hex without leading zeros;
 * IPv4-mapped and -compatible addresses print dotted, inet_ntoa6() the
 * IPv4 part alone.
 * @@trigger: hexbytes fe800000000000000000000000000001 00000000000000000000000000000000 00000000000000000000000000000001 00000000000000000000ffff7f000001 00000000000000000000000001020304 20010db8000000000001000000000001 00010000000200030004000500060007 00010002000300040005000600000000
 */
#pragma D option quiet

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->a = (void *)copyin(arg1, 16);
	this->b = (void *)copyin(arg1 + 16, 16);
	printf("[%s] [%s]\n", inet_ntoa6(this->a), inet_ntop(AF_INET6, this->a));
	printf("[%s] [%s]\n", inet_ntoa6(this->b), inet_ntop(AF_INET6, this->b));
}

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->a = (void *)copyin(arg1 + 32, 16);
	this->b = (void *)copyin(arg1 + 48, 16);
	printf("[%s] [%s]\n", inet_ntoa6(this->a), inet_ntop(AF_INET6, this->a));
	printf("[%s] [%s]\n", inet_ntoa6(this->b), inet_ntop(AF_INET6, this->b));
}

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->a = (void *)copyin(arg1 + 64, 16);
	this->b = (void *)copyin(arg1 + 80, 16);
	printf("[%s] [%s]\n", inet_ntoa6(this->a), inet_ntop(AF_INET6, this->a));
	printf("[%s] [%s]\n", inet_ntoa6(this->b), inet_ntop(AF_INET6, this->b));
}

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->a = (void *)copyin(arg1 + 96, 16);
	this->b = (void *)copyin(arg1 + 112, 16);
	printf("[%s] [%s]\n", inet_ntoa6(this->a), inet_ntop(AF_INET6, this->a));
	printf("[%s] [%s]\n", inet_ntoa6(this->b), inet_ntop(AF_INET6, this->b));
}
