/*
 * The printsize option (Oracle): once a member that ends at or past that
 * many bytes has been shown, "..." stands for the rest at its level and
 * the open braces are closed; an array counts as one member; setopt()
 * changes it while tracing; a size covering the object shows it all.
 * @@trigger: actions print
 */
#pragma D option quiet
#pragma D option printsize=8

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
};

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->t = (struct test_struct *)copyin(arg1, sizeof (struct test_struct));
	print(this->t);
	setopt("printsize", "24");
	print(this->t);
	setopt("printsize", "32");
	print(this->t);
	setopt("printsize", "1k");
	print(this->t);
	exit(0);
}
