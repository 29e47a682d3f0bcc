/*
 * sizeof of a translated bit-field member.
 * @@noroot
 * @@args: -e
 */
struct in_s { int a; struct { int x; int y; } pt; };
struct pt_s { int x; int y; };
struct out_s { unsigned int lo : 3; struct pt_s p; int n; };
translator struct out_s < struct in_s *I > {
	lo = I->a;
	p = *(struct pt_s *)&I->pt;
	n = I->a;
};
BEGIN { x = sizeof (xlate<struct out_s>((struct in_s *)0).lo); }
