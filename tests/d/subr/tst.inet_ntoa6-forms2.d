/*
 * inet_ntoa6() and inet_ntop(AF_INET6), more forms: a leading run, no
 * run, hex letters, the longer of two runs, ::ffff:0.0.0.0, six zero
 * words then a non-zero word (IPv4-compatible, even ::2), a word other
 * than ffff before them (plain IPv6), and zeros in the last two words
 * after a non-zero word.
 * @@trigger: hexbytes 00000000000100020003000400050006 00010002000300040005000600070008 abcdef0100000000000000000000ABCD 00010000000000000001000000000001 00000000000000000000ffff00000000 00000000000000000000000000000002 00000000000000000000fffe7f000001 00000000000000000000000100000000
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
