/*
 * types.c - fires every probe of types.d once with arguments of exactly
 * the declared types (see types.d).
 */
#include <stdint.h>
#include <stdio.h>

#include "types.h"

typedef struct conn conn_t;
struct conn {
	int fd;
};
typedef struct widget widget_t;
typedef unsigned long gsize;

int
main(int argc, char **argv)
{
	char buf[] = "buf";
	char *p = buf;
	const char *cp = argv[0];
	char *s = argc > 1 ? argv[1] : buf;
	void *vp = &argc;
	struct conn c = { 3 };
	conn_t *cn = &c;
	unsigned short us = (unsigned short)argc;
	long long ll = -(long long)argc;
	uint8_t u8 = (uint8_t)argc;
	int64_t i64 = argc;
	unsigned char uc = (unsigned char)argc;

	TYPES_PTRS(p, cp, s, vp, cn);
	TYPES_INTS(us, ll, u8, i64, uc);
	TYPES_NONE();
	if (TYPES_UNDER_SCORE_S_ENABLED())
		printf("enabled\n");
	TYPES_UNDER_SCORE_S(argc, &c);
	{
		widget_t *w = (widget_t *)vp;
		gsize gs = (gsize)argc;

		TYPES_UNKNOWN(w, gs);
	}
	return 0;
}
