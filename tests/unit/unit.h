/*
 * unit.h - the tiny unit-test framework used by tests/unit/test_*.c.
 * Each check prints nothing on success; a failed check prints the file,
 * line and both values.  main() ends with UNIT_DONE(), which prints
 * "ok N" / "FAIL N" lines the harness counts: "# passed N failed M".
 */
#ifndef DT_UNIT_H
#define DT_UNIT_H

#include <stdio.h>
#include <string.h>

static int unit_pass, unit_fail, unit_cur_failed;
static const char *unit_cur = "";

#define UNIT_TEST(name)	static void name(void)

#define UNIT_RUN(fn) do {						\
	unit_cur = #fn;							\
	unit_cur_failed = 0;						\
	fn();								\
	if (unit_cur_failed) {						\
		unit_fail++;						\
		printf("FAIL %s\n", #fn);				\
	} else {							\
		unit_pass++;						\
		printf("ok %s\n", #fn);					\
	}								\
} while (0)

#define CHECK(cond) do {						\
	if (!(cond)) {							\
		printf("  %s:%d: %s: check failed: %s\n",		\
		    __FILE__, __LINE__, unit_cur, #cond);		\
		unit_cur_failed = 1;					\
	}								\
} while (0)

#define CHECK_INT(a, b) do {						\
	long long _a = (long long)(a), _b = (long long)(b);		\
	if (_a != _b) {							\
		printf("  %s:%d: %s: %s == %lld, expected %lld\n",	\
		    __FILE__, __LINE__, unit_cur, #a, _a, _b);		\
		unit_cur_failed = 1;					\
	}								\
} while (0)

#define CHECK_STR(a, b) do {						\
	const char *_a = (a), *_b = (b);				\
	if (_a == NULL || _b == NULL || strcmp(_a, _b) != 0) {		\
		printf("  %s:%d: %s: %s\n    got:      \"%s\"\n"	\
		    "    expected: \"%s\"\n", __FILE__, __LINE__,	\
		    unit_cur, #a, _a ? _a : "(null)", _b ? _b : "(null)"); \
		unit_cur_failed = 1;					\
	}								\
} while (0)

#define UNIT_DONE() do {						\
	printf("# passed %d failed %d\n", unit_pass, unit_fail);	\
	return unit_fail != 0;						\
} while (0)

#endif /* DT_UNIT_H */
