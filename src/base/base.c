/*
 * base.c - implementation of base.h: allocation wrappers, arena,
 * string buffer, vector, hash table, glob matching and clocks.
 */
#include "base.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

const char *dt_progname = "dtrace";

void
dt_bug(const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: BUG at %s:%d: ", dt_progname, file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

static void DT_NORETURN
oom(void)
{
	fprintf(stderr, "%s: out of memory\n", dt_progname);
	exit(1);
}

void *
dt_xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL)
		oom();
	return p;
}

void *
dt_xcalloc(size_t nmemb, size_t size)
{
	void *p = calloc(nmemb ? nmemb : 1, size ? size : 1);

	if (p == NULL)
		oom();
	return p;
}

void *
dt_xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
		oom();
	return p;
}

char *
dt_xstrdup(const char *s)
{
	return dt_xstrndup(s, strlen(s));
}

char *
dt_xstrndup(const char *s, size_t n)
{
	char *p = dt_xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
dt_xasprintf(const char *fmt, ...)
{
	dt_strbuf_t sb;
	va_list ap;

	dt_strbuf_init(&sb);
	va_start(ap, fmt);
	dt_strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	if (sb.s == NULL)
		return dt_xstrdup("");
	return sb.s;
}

/* ---------------------------------------------------------------- arena */

struct dt_arena_chunk {
	dt_arena_chunk_t *next;
	size_t size;			/* usable bytes in mem[] */
	max_align_t mem[];
};

#define ARENA_CHUNK	(64 * 1024)

void
dt_arena_init(dt_arena_t *ap)
{
	memset(ap, 0, sizeof(*ap));
}

void
dt_arena_release(dt_arena_t *ap)
{
	dt_arena_chunk_t *c, *next;

	for (c = ap->chunks; c != NULL; c = next) {
		next = c->next;
		free(c);
	}
	dt_arena_init(ap);
}

void *
dt_arena_alloc(dt_arena_t *ap, size_t n)
{
	dt_arena_chunk_t *c = ap->chunks;
	void *p;

	n = DT_ALIGN(n ? n : 1, sizeof(max_align_t));
	if (c == NULL || ap->used + n > c->size) {
		size_t sz = n > ARENA_CHUNK / 2 ? n : ARENA_CHUNK;

		c = dt_xmalloc(sizeof(*c) + sz);
		c->size = sz;
		/* A big one-off block goes behind the current chunk. */
		if (sz != ARENA_CHUNK && ap->chunks != NULL) {
			c->next = ap->chunks->next;
			ap->chunks->next = c;
			memset(c->mem, 0, n);
			ap->total += n;
			return c->mem;
		}
		c->next = ap->chunks;
		ap->chunks = c;
		ap->used = 0;
	}
	p = (char *)c->mem + ap->used;
	ap->used += n;
	ap->total += n;
	memset(p, 0, n);
	return p;
}

char *
dt_arena_strndup(dt_arena_t *ap, const char *s, size_t n)
{
	char *p = dt_arena_alloc(ap, n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
dt_arena_strdup(dt_arena_t *ap, const char *s)
{
	return dt_arena_strndup(ap, s, strlen(s));
}

char *
dt_arena_printf(dt_arena_t *ap, const char *fmt, ...)
{
	dt_strbuf_t sb;
	va_list va;
	char *p;

	dt_strbuf_init(&sb);
	va_start(va, fmt);
	dt_strbuf_vaddf(&sb, fmt, va);
	va_end(va);
	p = dt_arena_strndup(ap, sb.s ? sb.s : "", sb.len);
	dt_strbuf_release(&sb);
	return p;
}

/* --------------------------------------------------------------- strbuf */

void
dt_strbuf_init(dt_strbuf_t *sb)
{
	memset(sb, 0, sizeof(*sb));
}

void
dt_strbuf_release(dt_strbuf_t *sb)
{
	free(sb->s);
	dt_strbuf_init(sb);
}

void
dt_strbuf_clear(dt_strbuf_t *sb)
{
	sb->len = 0;
	if (sb->s != NULL)
		sb->s[0] = '\0';
}

static void
strbuf_grow(dt_strbuf_t *sb, size_t extra)
{
	size_t need = sb->len + extra + 1;

	if (need <= sb->cap)
		return;
	if (sb->cap == 0)
		sb->cap = 64;
	while (sb->cap < need)
		sb->cap *= 2;
	sb->s = dt_xrealloc(sb->s, sb->cap);
}

void
dt_strbuf_add(dt_strbuf_t *sb, const char *s, size_t n)
{
	strbuf_grow(sb, n);
	memcpy(sb->s + sb->len, s, n);
	sb->len += n;
	sb->s[sb->len] = '\0';
}

void
dt_strbuf_adds(dt_strbuf_t *sb, const char *s)
{
	dt_strbuf_add(sb, s, strlen(s));
}

void
dt_strbuf_addc(dt_strbuf_t *sb, int c)
{
	char ch = (char)c;

	dt_strbuf_add(sb, &ch, 1);
}

void
dt_strbuf_addpad(dt_strbuf_t *sb, int c, size_t n)
{
	strbuf_grow(sb, n);
	memset(sb->s + sb->len, c, n);
	sb->len += n;
	sb->s[sb->len] = '\0';
}

void
dt_strbuf_vaddf(dt_strbuf_t *sb, const char *fmt, va_list ap)
{
	va_list cp;
	int n;

	strbuf_grow(sb, 64);
	va_copy(cp, ap);
	n = vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, cp);
	va_end(cp);
	if (n < 0)
		return;
	if ((size_t)n >= sb->cap - sb->len) {
		strbuf_grow(sb, (size_t)n);
		vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, ap);
	}
	sb->len += (size_t)n;
}

void
dt_strbuf_addf(dt_strbuf_t *sb, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dt_strbuf_vaddf(sb, fmt, ap);
	va_end(ap);
}

/* ------------------------------------------------------------------ vec */

void
dt_vec_init(dt_vec_t *v, size_t esize)
{
	memset(v, 0, sizeof(*v));
	v->esize = esize;
}

void
dt_vec_release(dt_vec_t *v)
{
	size_t es = v->esize;

	free(v->data);
	dt_vec_init(v, es);
}

void *
dt_vec_push(dt_vec_t *v)
{
	void *p;

	if (v->len == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 8;
		v->data = dt_xrealloc(v->data, v->cap * v->esize);
	}
	p = (char *)v->data + v->len * v->esize;
	memset(p, 0, v->esize);
	v->len++;
	return p;
}

/* ----------------------------------------------------------------- htab */

uint32_t
dt_hash_str(const char *s)
{
	uint32_t h = 2166136261u;	/* FNV-1a */

	while (*s != '\0') {
		h ^= (unsigned char)*s++;
		h *= 16777619u;
	}
	return h;
}

void
dt_htab_init(dt_htab_t *h)
{
	memset(h, 0, sizeof(*h));
}

void
dt_htab_release(dt_htab_t *h)
{
	free(h->ents);
	dt_htab_init(h);
}

static dt_htab_ent_t *
htab_slot(dt_htab_ent_t *ents, size_t cap, const char *key, uint32_t hash)
{
	size_t i = hash & (cap - 1);

	for (;;) {
		dt_htab_ent_t *e = &ents[i];

		if (e->key == NULL ||
		    (e->hash == hash && strcmp(e->key, key) == 0))
			return e;
		i = (i + 1) & (cap - 1);
	}
}

void *
dt_htab_get(const dt_htab_t *h, const char *key)
{
	dt_htab_ent_t *e;

	if (h->cap == 0)
		return NULL;
	e = htab_slot(h->ents, h->cap, key, dt_hash_str(key));
	return e->key ? e->val : NULL;
}

void
dt_htab_put(dt_htab_t *h, const char *key, void *val)
{
	uint32_t hash = dt_hash_str(key);
	dt_htab_ent_t *e;

	if ((h->len + 1) * 4 >= h->cap * 3) {
		size_t ncap = h->cap ? h->cap * 2 : 16, i;
		dt_htab_ent_t *nents = dt_xcalloc(ncap, sizeof(*nents));

		for (i = 0; i < h->cap; i++) {
			dt_htab_ent_t *o = &h->ents[i];

			if (o->key != NULL)
				*htab_slot(nents, ncap, o->key, o->hash) = *o;
		}
		free(h->ents);
		h->ents = nents;
		h->cap = ncap;
	}
	e = htab_slot(h->ents, h->cap, key, hash);
	if (e->key == NULL)
		h->len++;
	e->key = key;
	e->val = val;
	e->hash = hash;
}

/* ----------------------------------------------------------------- glob */

int
dt_glob_has_meta(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL;
}

/* Match a bracket expression at 'p' (just past '['); sets *endp past ']'. */
static int
glob_class(const char *p, int c, const char **endp)
{
	int neg = 0, match = 0, first = 1;

	if (*p == '!' || *p == '^') {
		neg = 1;
		p++;
	}
	while (*p != '\0' && (first || *p != ']')) {
		int lo = (unsigned char)*p, hi;

		first = 0;
		if (lo == '\\' && p[1] != '\0')
			lo = (unsigned char)*++p;
		p++;
		hi = lo;
		if (*p == '-' && p[1] != ']' && p[1] != '\0') {
			hi = (unsigned char)p[1];
			if (hi == '\\' && p[2] != '\0') {
				hi = (unsigned char)p[2];
				p++;
			}
			p += 2;
		}
		if (c >= lo && c <= hi)
			match = 1;
	}
	if (*p != ']')
		return -1;		/* unterminated: treat '[' literally */
	*endp = p + 1;
	return match != neg;
}

int
dt_glob_match(const char *p, const char *s)
{
	const char *bp = NULL, *bs = NULL;	/* backtrack point for '*' */

	for (;;) {
		int c = (unsigned char)*p, r;
		const char *end;

		if (c == '*') {
			while (*p == '*')
				p++;
			if (*p == '\0')
				return 1;
			bp = p;
			bs = s;
			continue;
		}
		if (*s == '\0') {
			if (c == '\0')
				return 1;
			goto backtrack;
		}
		if (c == '?') {
			p++;
			s++;
			continue;
		}
		if (c == '[') {
			r = glob_class(p + 1, (unsigned char)*s, &end);
			if (r > 0) {
				p = end;
				s++;
				continue;
			}
			if (r == 0)
				goto backtrack;
		}
		if (c == '\\' && p[1] != '\0')
			c = (unsigned char)*++p;
		if (c != '\0' && c == (unsigned char)*s) {
			p++;
			s++;
			continue;
		}
backtrack:
		if (bp == NULL || *bs == '\0')
			return 0;
		p = bp;
		s = ++bs;
	}
}

uint64_t
dt_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

int
dt_parse_time(const char *v, uint64_t *out)
{
	static const struct { const char *u; uint64_t mul; int hz; } units[] = {
		{ "ns", 1, 0 }, { "nsec", 1, 0 }, { "us", 1000, 0 },
		{ "usec", 1000, 0 }, { "ms", 1000000, 0 },
		{ "msec", 1000000, 0 }, { "s", 1000000000ull, 0 },
		{ "sec", 1000000000ull, 0 }, { "m", 60000000000ull, 0 },
		{ "min", 60000000000ull, 0 }, { "h", 3600000000000ull, 0 },
		{ "hour", 3600000000000ull, 0 }, { "d", 86400000000000ull, 0 },
		{ "day", 86400000000000ull, 0 }, { "hz", 0, 1 }, { "", 1, 0 },
	};
	char *end;
	unsigned long long n;
	size_t i;

	if (v == NULL || *v < '0' || *v > '9')
		return -1;
	n = strtoull(v, &end, 10);
	for (i = 0; i < sizeof(units) / sizeof(units[0]); i++)
		if (strcasecmp(end, units[i].u) == 0) {
			if (units[i].hz)
				*out = n ? 1000000000ull / n : 0;
			else
				*out = (uint64_t)n * units[i].mul;
			return 0;
		}
	return -1;
}
