/*
 * Stores through pointers into alloca() memory: p[i], *p, *(p + i) and
 * p->member of every integer size, compound assignment, values cut to
 * the object's size; the bytes then read back, as a string and as an
 * IPv4 and an IPv6 address (every byte set: alloca() memory is not
 * zeroed).
 */
#pragma D option quiet

struct rec {
	uint8_t b;
	uint16_t h;
	uint32_t w;
	uint64_t d;
};

BEGIN
{
	this->c = (char *)alloca(4);
	this->c[0] = 'h';
	*(this->c + 1) = 'i';
	this->c[2] = '!';
	this->c[3] = 0;
	this->c[0] += 1;
	printf("[%s]\n", stringof(this->c));

	this->r = (struct rec *)alloca(sizeof (struct rec));
	this->r->b = 0x1ff;
	this->r->h = -1;
	this->r->w = 0x12345678;
	this->r->d = -2;
	printf("%x %x %x %d\n", this->r->b, this->r->h, this->r->w, this->r->d);

	this->i = (uint32_t *)alloca(4);
	*this->i = htonl(0xc0a80117);
	printf("[%s]\n", inet_ntoa((ipaddr_t *)this->i));

	this->a = (uint64_t *)alloca(16);
	this->a[0] = htonll(0xfe80000000000000);
	this->a[1] = htonll(1);
	printf("[%s]\n", inet_ntoa6((in6_addr_t *)this->a));
	exit(0);
}
