/*
 * trace() of a struct, a union member and an array: Oracle's trace()
 * prints data other than integers and strings as a hex dump (docs/output.md
 * §4, §8).  The struct is the trigger's, copied in.
 * @@trigger: actions print
 */
#pragma D option quiet

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
	int h;
	short arr[4];
};

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->t = (struct test_struct *)copyin(arg1, sizeof (struct test_struct));
	trace(this->t->u);
	trace(this->t->arr);
	trace(*this->t);
	exit(0);
}
