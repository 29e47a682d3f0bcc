/*
 * base.h - the bottom layer: arena allocator, growable string buffer,
 * growable vector, string hash table, out-of-memory and bug handling.
 * Nothing here knows about D, BPF or DTrace.  Every other directory may
 * include this header; it includes nothing of ours.
 */
#ifndef DT_BASE_H
#define DT_BASE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define DT_ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define DT_MIN(a, b)		((a) < (b) ? (a) : (b))
#define DT_MAX(a, b)		((a) > (b) ? (a) : (b))
#define DT_ALIGN(x, a)		(((x) + (a) - 1) & ~((size_t)(a) - 1))

#define DT_PRINTF(f, a)		__attribute__((format(printf, f, a)))
#define DT_NORETURN		__attribute__((noreturn))

/* A bug in dtrace itself, never a user error: abort with file and line. */
#define DT_BUG(...)		dt_bug(__FILE__, __LINE__, __VA_ARGS__)
void dt_bug(const char *file, int line, const char *fmt, ...)
    DT_PRINTF(3, 4) DT_NORETURN;

/* Allocation that cannot fail: prints "dtrace: out of memory" and exits. */
void *dt_xmalloc(size_t n);
void *dt_xcalloc(size_t nmemb, size_t size);
void *dt_xrealloc(void *p, size_t n);
char *dt_xstrdup(const char *s);
char *dt_xstrndup(const char *s, size_t n);
char *dt_xasprintf(const char *fmt, ...) DT_PRINTF(1, 2);

/*
 * Arena: a chunked bump allocator.  Everything a compilation creates
 * (tokens, AST, types, instruction lists) lives in one arena and is freed
 * by one dt_arena_release().  Memory is zero-filled.
 */
typedef struct dt_arena_chunk dt_arena_chunk_t;
typedef struct dt_arena {
	dt_arena_chunk_t *chunks;	/* newest first */
	size_t used;			/* bytes used in the newest chunk */
	size_t total;			/* bytes handed out, for statistics */
} dt_arena_t;

void dt_arena_init(dt_arena_t *ap);
void dt_arena_release(dt_arena_t *ap);
void *dt_arena_alloc(dt_arena_t *ap, size_t n);
char *dt_arena_strdup(dt_arena_t *ap, const char *s);
char *dt_arena_strndup(dt_arena_t *ap, const char *s, size_t n);
char *dt_arena_printf(dt_arena_t *ap, const char *fmt, ...) DT_PRINTF(2, 3);

/* Growable NUL-terminated byte buffer on the heap. */
typedef struct dt_strbuf {
	char *s;			/* always NUL terminated once used */
	size_t len;			/* bytes before the NUL */
	size_t cap;			/* allocated bytes */
} dt_strbuf_t;

void dt_strbuf_init(dt_strbuf_t *sb);
void dt_strbuf_release(dt_strbuf_t *sb);
void dt_strbuf_clear(dt_strbuf_t *sb);		/* len = 0, keeps memory */
void dt_strbuf_add(dt_strbuf_t *sb, const char *s, size_t n);
void dt_strbuf_adds(dt_strbuf_t *sb, const char *s);
void dt_strbuf_addc(dt_strbuf_t *sb, int c);
void dt_strbuf_addf(dt_strbuf_t *sb, const char *fmt, ...) DT_PRINTF(2, 3);
void dt_strbuf_vaddf(dt_strbuf_t *sb, const char *fmt, va_list ap);
void dt_strbuf_addpad(dt_strbuf_t *sb, int c, size_t n);

/*
 * Growable vector of fixed-size elements on the heap.  Use the typed
 * macros: DT_VEC_PUSH(&v, elt) and DT_VEC_AT(&v, type, i).
 */
typedef struct dt_vec {
	void *data;
	size_t len;			/* elements in use */
	size_t cap;			/* elements allocated */
	size_t esize;			/* element size */
} dt_vec_t;

void dt_vec_init(dt_vec_t *v, size_t esize);
void dt_vec_release(dt_vec_t *v);
void *dt_vec_push(dt_vec_t *v);			/* returns zeroed slot */
#define DT_VEC_AT(v, type, i)	(((type *)(v)->data)[i])
#define DT_VEC_PUSH(v, type, x)	(*(type *)dt_vec_push(v) = (x))

/*
 * String-keyed hash table mapping to void *.  Keys are not copied: the
 * caller keeps them alive (usually in an arena).
 */
typedef struct dt_htab_ent {
	const char *key;
	void *val;
	uint32_t hash;
} dt_htab_ent_t;

typedef struct dt_htab {
	dt_htab_ent_t *ents;
	size_t cap;			/* power of two, 0 when empty */
	size_t len;
} dt_htab_t;

void dt_htab_init(dt_htab_t *h);
void dt_htab_release(dt_htab_t *h);
void *dt_htab_get(const dt_htab_t *h, const char *key);
void dt_htab_put(dt_htab_t *h, const char *key, void *val);
uint32_t dt_hash_str(const char *s);

/* Shell-style glob match used for probe descriptions: * ? [set] [!set] \c */
int dt_glob_match(const char *pat, const char *s);
int dt_glob_has_meta(const char *s);

/* Monotonic clock in nanoseconds. */
uint64_t dt_now_ns(void);
/* A DTrace time option value ("100ms", "5s", "10hz", bare ns) in ns;
   -1 if malformed. */
int dt_parse_time(const char *v, uint64_t *out);

/* Program name for messages (basename of argv[0]); set once by the CLI. */
extern const char *dt_progname;

#endif /* DT_BASE_H */
