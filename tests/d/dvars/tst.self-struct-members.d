/*
 * Members of a thread-local of a D struct type: scalars, an array
 * element (constant and variable index), a nested struct, a string;
 * stores, compound assignment and ++ on them.
 * @@args: -q
 */
struct inner { short x; short y; };
struct foo {
	int a;
	long b[3];
	struct inner in;
	string name;
	char c;
};
self struct foo s;

BEGIN
{
	i = 1;
	self->s.a = 5;
	self->s.b[0] = 0x100000000;
	self->s.b[i] = 7;
	self->s.b[i + 1] = self->s.b[i] * 3;
	self->s.in.y = -2;
	self->s.name = "hello";
	self->s.c = 'z';
	self->s.a += 10;
	self->s.in.y++;
	self->s.b[i]--;
	printf("%d %x %d %d %d %d %s %c\n", self->s.a, self->s.b[0],
	    self->s.b[1], self->s.b[2], self->s.in.x, self->s.in.y,
	    self->s.name, self->s.c);
	exit(0);
}
