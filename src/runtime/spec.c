/*
 * spec.c - the consumer's side of speculative tracing (see the comment on
 * dt_specent_t in bpf/prog.h).  Records tagged with a speculation are
 * copied and held per speculation ID until its commit record (they are
 * then printed in the order they arrived, each with its own CPU and
 * probe) or its discard record (they are dropped).  Records of an older
 * generation of the ID, which arrive after the speculation ended, are
 * dropped too.  A committed or discarded speculation that the kernel did
 * not free at once (data recorded on other CPUs) is set FREE again at the
 * cleaning rate (option cleanrate); until then speculation() counts it as
 * busy.  Speculations never committed or
 * discarded stay allocated, and their data is not printed at exit, as in
 * DTrace.
 */
#include <stdlib.h>
#include <string.h>

#include "rt_int.h"

struct dt_specbuf {
	int sb_open;		/* holds records of generation sb_gen */
	uint32_t sb_gen;
	int sb_ended;		/* sb_endgen was committed or discarded */
	uint32_t sb_endgen;
	dt_vec_t sb_recs;	/* char *: size_t length, then the record */
};

/* Generations are 16 bits in tags: < 0, 0, > 0 as 'a' is older, the
   same or newer than 'b'. */
static int
genrel(uint32_t a, uint32_t b)
{
	return (int16_t)(uint16_t)(a - b);
}

static dt_specbuf_t *
specbuf(dt_rt_t *rt, uint32_t id)
{
	uint32_t i;

	if (id == 0 || id > rt->dp->dp_nspec)
		return NULL;
	if (rt->specs == NULL) {
		rt->specs = dt_xcalloc(rt->dp->dp_nspec + 1,
		    sizeof(dt_specbuf_t));
		for (i = 0; i <= rt->dp->dp_nspec; i++)
			dt_vec_init(&rt->specs[i].sb_recs, sizeof(char *));
		dt_vec_init(&rt->spec_tofree, sizeof(uint32_t));
	}
	return &rt->specs[id];
}

static void
sb_clear(dt_specbuf_t *sb)
{
	size_t i;

	for (i = 0; i < sb->sb_recs.len; i++)
		free(DT_VEC_AT(&sb->sb_recs, char *, i));
	sb->sb_recs.len = 0;
	sb->sb_open = 0;
}

void
dt_rt_spec_hold(dt_rt_t *rt, const void *data, size_t size)
{
	const dt_rechdr_t *h = data;
	uint32_t gen = DT_SPEC_TAGGEN(h->dr_pad);
	dt_specbuf_t *sb = specbuf(rt, DT_SPEC_TAGID(h->dr_pad));
	char *copy;

	if (sb == NULL || (sb->sb_ended && genrel(gen, sb->sb_endgen) <= 0))
		return;		/* the speculation has ended */
	if (sb->sb_open && sb->sb_gen != gen) {
		if (genrel(gen, sb->sb_gen) < 0)
			return;	/* late, from an older generation */
		sb_clear(sb);	/* the older one was never ended */
	}
	sb->sb_open = 1;
	sb->sb_gen = gen;
	copy = dt_xmalloc(sizeof(size_t) + size);
	memcpy(copy, &size, sizeof(size_t));
	memcpy(copy + sizeof(size_t), data, size);
	DT_VEC_PUSH(&sb->sb_recs, char *, copy);
}

void
dt_rt_spec_end(dt_rt_t *rt, uint32_t tag, int commit)
{
	uint32_t gen = DT_SPEC_TAGGEN(tag);
	dt_specbuf_t *sb = specbuf(rt, DT_SPEC_TAGID(tag));
	size_t i;

	if (sb == NULL)
		return;
	if (sb->sb_open && sb->sb_gen == gen && commit)
		for (i = 0; i < sb->sb_recs.len; i++)
			dt_rt_data(rt, DT_VEC_AT(&sb->sb_recs, char *, i) +
			    sizeof(size_t));
	if (sb->sb_open && sb->sb_gen == gen)
		sb_clear(sb);
	sb->sb_ended = 1;
	sb->sb_endgen = gen;
	DT_VEC_PUSH(&rt->spec_tofree, uint32_t, tag);
	dt_rt_spec_clean(rt, 0);
}

/* Set the entry of 'tag' FREE if it is still that committed/discarded
   generation. */
static void
spec_release(dt_rt_t *rt, uint32_t tag)
{
	uint64_t *word, v;
	uint32_t st;

	if (rt->globals == NULL)
		return;
	word = (uint64_t *)((char *)rt->globals + rt->dp->dp_specoff +
	    sizeof(dt_specent_t) * DT_SPEC_TAGID(tag));
	v = __atomic_load_n(word, __ATOMIC_SEQ_CST);
	st = (uint32_t)v;
	if ((st != DT_SPEC_COMMIT && st != DT_SPEC_DISCARD) ||
	    ((v >> 32) & 0xffff) != DT_SPEC_TAGGEN(tag))
		return;
	(void)__atomic_compare_exchange_n(word, &v,
	    (v & ~0xffffffffull) | DT_SPEC_FREE, 0, __ATOMIC_SEQ_CST,
	    __ATOMIC_SEQ_CST);
}

int
dt_rt_spec_clean(dt_rt_t *rt, int force)
{
	uint64_t now, period = rt->o.ro_cleanrate ? rt->o.ro_cleanrate :
	    1000000000ull / 101;
	size_t i;

	if (rt->specs == NULL || rt->spec_tofree.len == 0)
		return -1;
	now = dt_now_ns();
	if (!force && now < rt->spec_nextclean)
		return (int)((rt->spec_nextclean - now + 999999) / 1000000);
	for (i = 0; i < rt->spec_tofree.len; i++)
		spec_release(rt, DT_VEC_AT(&rt->spec_tofree, uint32_t, i));
	rt->spec_tofree.len = 0;
	rt->spec_nextclean = now + period;
	return -1;
}

void
dt_rt_spec_free(dt_rt_t *rt)
{
	uint32_t i;

	if (rt->specs == NULL)
		return;
	for (i = 0; i <= rt->dp->dp_nspec; i++) {
		sb_clear(&rt->specs[i]);
		dt_vec_release(&rt->specs[i].sb_recs);
	}
	free(rt->specs);
	rt->specs = NULL;
	dt_vec_release(&rt->spec_tofree);
}
