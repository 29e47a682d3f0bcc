/*
 * ksym.c - the kernel's symbols from /proc/kallsyms (interface:
 * probes.h).  One reader, dt_ksym_walk(), parses the lines ("ADDRESS
 * TYPE NAME" for the kernel proper, "ADDRESS TYPE NAME\t[MODULE]" for
 * modules); on it stand the `sym lookups of the compiler (dt_ksym_*), the
 * text symbols the catalogue hands to codegen (dt_probecat_ksym*), fbt's
 * list of text symbols and the consumer's symbol table (runtime/sym.c).
 * Each lookup scans the file once (a program names few symbols, and
 * programs that name none never open it).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "probes.h"

/* Split one kallsyms line in place; 0 if it is not one. */
static int
ksym_parse(char *line, dt_ksym_t *ks)
{
	char *end, *name, *mod;
	size_t nl;

	ks->ks_addr = strtoull(line, &end, 16);
	if (end == line || end[0] != ' ' || end[1] == '\0' || end[2] != ' ')
		return 0;
	ks->ks_type = end[1];
	name = end + 3;
	while (*name == ' ')
		name++;
	nl = strcspn(name, "\t\n ");
	mod = name + nl;
	while (*mod == '\t' || *mod == ' ')
		mod++;
	name[nl] = '\0';
	ks->ks_name = name;
	ks->ks_mod = NULL;
	if (*mod == '[') {
		mod[1 + strcspn(mod + 1, "]")] = '\0';
		ks->ks_mod = mod + 1;
	}
	return 1;
}

int
dt_ksym_walk(dt_ksym_f *fn, void *arg)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[512];
	dt_ksym_t ks;

	if (f == NULL)
		return -1;
	while (fgets(line, sizeof(line), f) != NULL)
		if (ksym_parse(line, &ks) && fn(&ks, arg) != 0)
			break;
	fclose(f);
	return 0;
}

typedef struct lookup {
	const char *lk_mod;	/* NULL: the kernel proper */
	const char *lk_name;
	uint64_t lk_addr;
	int lk_found;
} lookup_t;

static int
lookup_one(const dt_ksym_t *ks, void *arg)
{
	lookup_t *lk = arg;

	if (strcmp(ks->ks_name, lk->lk_name) != 0 ||
	    (lk->lk_mod == NULL ? ks->ks_mod != NULL : ks->ks_mod == NULL ||
	    strcmp(ks->ks_mod, lk->lk_mod) != 0))
		return 0;
	lk->lk_addr = ks->ks_addr;
	lk->lk_found = 1;
	return 1;
}

int
dt_ksym_lookup(const char *mod, const char *name, uint64_t *addrp)
{
	lookup_t lk = { mod, name, 0, 0 };

	if (mod == NULL || *mod == '\0' || strcmp(mod, "vmlinux") == 0 ||
	    strcmp(mod, "genunix") == 0)
		lk.lk_mod = NULL;
	if (dt_ksym_walk(lookup_one, &lk) != 0 || !lk.lk_found)
		return -1;
	*addrp = lk.lk_addr;
	return 0;
}

/* local data (d, b) appears only with CONFIG_KALLSYMS_ALL; without it,
   only __start_/__stop_ bounds are D */
static int
has_data_one(const dt_ksym_t *ks, void *arg)
{
	if (ks->ks_type != 'd' && ks->ks_type != 'b')
		return 0;
	*(int *)arg = 1;
	return 1;
}

int
dt_ksym_has_data(void)
{
	static int known = -2;

	if (known != -2)
		return known;
	known = 0;
	if (dt_ksym_walk(has_data_one, &known) != 0)
		known = -1;
	return known;
}

static int
is_text(const dt_ksym_t *ks)
{
	return ks->ks_type == 't' || ks->ks_type == 'T';
}

static int
text_one(const dt_ksym_t *ks, void *arg)
{
	lookup_t *lk = arg;

	if (!is_text(ks) || ks->ks_addr == 0 ||
	    strcmp(ks->ks_name, lk->lk_name) != 0)
		return 0;
	lk->lk_addr = ks->ks_addr;
	return 1;
}

/* A kernel text symbol's address (of the kernel or any module). */
uint64_t
dt_probecat_ksym(dt_probecat_t *pc, const char *name)
{
	lookup_t lk = { NULL, name, 0, 0 };

	(void)pc;
	(void)dt_ksym_walk(text_one, &lk);
	return lk.lk_addr;
}

typedef struct ranges {
	const char *const *rg_names;
	int rg_n;
	int rg_left;		/* names not found yet */
	int rg_open;		/* the one whose end is the next address */
	uint64_t *rg_start, *rg_end;
} ranges_t;

static int
ranges_one(const dt_ksym_t *ks, void *arg)
{
	ranges_t *rg = arg;
	int i;

	if (rg->rg_open >= 0 && ks->ks_addr > rg->rg_start[rg->rg_open]) {
		rg->rg_end[rg->rg_open] = ks->ks_addr;
		rg->rg_open = -1;
	}
	if (is_text(ks))
		for (i = 0; i < rg->rg_n; i++)
			if (rg->rg_start[i] == 0 &&
			    strcmp(ks->ks_name, rg->rg_names[i]) == 0) {
				rg->rg_start[i] = ks->ks_addr;
				rg->rg_open = i;
				rg->rg_left--;
			}
	return rg->rg_left == 0 && rg->rg_open < 0;
}

void
dt_probecat_ksym_ranges(dt_probecat_t *pc, const char *const *names, int n,
    uint64_t *start, uint64_t *end)
{
	ranges_t rg = { names, n, n, -1, start, end };
	int i;

	(void)pc;
	for (i = 0; i < n; i++)
		start[i] = end[i] = 0;
	if (n == 0)
		return;
	/* vmlinux text is listed in address order */
	(void)dt_ksym_walk(ranges_one, &rg);
	if (rg.rg_open >= 0)
		end[rg.rg_open] = start[rg.rg_open] + 1;
}
