/*
 * With strsize=8 every string result is cut silently to 7 characters:
 * tolower(), lltostr() in base 2, strtok(), strstr(), strrchr(),
 * inet_ntoa6(), inet_ntop() of both families, cleanpath() (which stops
 * earlier, with fewer than 5 bytes left) and concatenations that fit.
 */
#pragma D option quiet
#pragma D option strsize=8

BEGIN
{
	this->a = (uint64_t *)alloca(16);
	this->a[0] = htonll(0x20010db800010002);
	this->a[1] = htonll(0x0003000400050006);
	this->v4 = (uint32_t *)alloca(4);
	*this->v4 = htonl(0xc0a80117);
	printf("[%s] [%s]\n", tolower("ABCDEFGHIJ"), lltostr(-1, 2));
	printf("[%s] [%s]\n", strtok("abcdefghij", ","), strstr("abcdefghij", "c"));
	printf("[%s] [%s]\n", strrchr("a/bcdefghij", '/'), substr("abcdefghij", 1, 20));
	printf("[%s] [%s]\n", inet_ntoa6((in6_addr_t *)this->a), inet_ntop(AF_INET6, this->a));
	printf("[%s] [%s]\n", inet_ntop(AF_INET, this->v4), inet_ntoa((ipaddr_t *)this->v4));
	printf("[%s] [%s]\n", cleanpath("/abcdefgh"), strjoin("abc", "d"));
	exit(0);
}
