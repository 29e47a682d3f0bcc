/*
 * Translated bit-field members: a member's value is the translated
 * value cut to the field's width as C stores it (13 in an unsigned
 * 3-bit field is 5; 9 in a signed 4-bit field is -7), read alone or in
 * a whole translated struct, whose bits are those C would hold (the
 * 16-bit unit 0x13bd: lo 5, sg -7, hi 39).
 * @@args: -q
 */
struct in_s {
	int a;
	int b;
};

struct out_s {
	unsigned int lo : 3;
	int sg : 4;
	unsigned int hi : 9;
	int last;
};

translator struct out_s < struct in_s *I > {
	lo = I->a;
	sg = I->b;
	hi = I->a * 3;
	last = I->a + I->b;
};

BEGIN
{
	i = (struct in_s *)alloca(sizeof (struct in_s));
	i->a = 13;
	i->b = 9;
	printf("%d %d %d %d\n", xlate<struct out_s>(i).lo,
	    xlate<struct out_s>(i).sg, xlate<struct out_s *>(i)->hi,
	    xlate<struct out_s *>(i)->last);
	this->o = xlate<struct out_s>(i);
	printf("%d %d %d %d\n", this->o.lo, this->o.sg, this->o.hi,
	    this->o.last);
	self->o = *xlate<struct out_s *>(i);
	printf("%d %d %d\n", self->o.lo, self->o.sg, self->o.hi);
	trace(this->o);
	exit(0);
}
