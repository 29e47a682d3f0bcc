/*
 * print() of a pointer: the address, then the object in Oracle's layout
 * (docs/output.md §10): members named and typed, nested structs/unions one
 * blank deeper, zero members left out, char arrays up to their NUL,
 * enums by name, bit-fields.  The object is the trigger's struct,
 * copied in.
 * @@trigger: actions print
 */
#pragma D option quiet

enum eh { FIRSTVAL = 0, SECONDVAL = 1, THIRDVAL = 3 };

struct test_struct {
	int a;
	char b[5];
	union {
		uint8_t c;
		uint64_t d;
	} u;
	struct {
		void *e;
		uint64_t f;
	} s;
	_Bool g;
	enum eh h;
	short arr[4];
	unsigned int bits : 3;
	unsigned int more : 5;
};

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	print((struct test_struct *)copyin(arg1, sizeof (struct test_struct)));
	exit(0);
}
