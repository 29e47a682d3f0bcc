/*
 * A translator member of struct type given by another translator: the
 * inner translator is resolved while the outer one is (its members after
 * that one still see the outer input), evaluated for the member alone or
 * as part of a snapshot of the outer struct.
 * @@args: -q
 */
struct span_s {
	long sec;
	long nsec;
};

struct rec_s {
	int id;
	struct span_s span;
	int after;
};

translator struct span_s < uint64_t N > {
	sec = N / 1000000000;
	nsec = N % 1000000000;
};

translator struct rec_s < int *P > {
	id = P[0];
	span = xlate <struct span_s> ((uint64_t)P[1] * 1000 + 7);
	after = P[0] + P[1];
};

BEGIN
{
	p = (int *)alloca(8);
	p[0] = 3;
	p[1] = 2000000;
	printf("%d %d %d %d\n", xlate<struct rec_s>(p).id,
	    xlate<struct rec_s>(p).span.sec, xlate<struct rec_s *>(p)->span.nsec,
	    xlate<struct rec_s>(p).after);
	this->r = xlate<struct rec_s>(p);
	printf("%d %d %d %d\n", this->r.id, this->r.span.sec, this->r.span.nsec,
	    this->r.after);
	exit(0);
}
