/*
 * print() of a struct with floating-point members, in Oracle's layout
 * (libbpf typed-dump style): floats, doubles and long doubles with %f,
 * a zero float left out like any zero member.  The struct comes from
 * the trigger: a = 7, f = -2.5, d = 3.14159, z = 0.0, ld = 1.5,
 * c = 'z'.
 * @@args: -q
 * @@trigger: hexbytes 07000000000020c0 6e861bf0f9210940 0000000000000000 0000000000000000 00000000000000c0ff3f000000000000 7a00000000000000 0000000000000000
 */
struct fl {
	int a;
	float f;
	double d;
	double z;
	long double ld;
	char c;
};

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->p = (struct fl *)copyin(arg1, sizeof (struct fl));
	printf("%d %d\n", sizeof (struct fl), offsetof(struct fl, ld));
	print(this->p);
	exit(0);
}
