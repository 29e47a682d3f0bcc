/*
 * ksym.c - kernel symbol lookup in /proc/kallsyms (interface: probes.h):
 * `sym references of the compiler (dt_ksym_*) and the text symbols the
 * catalogue hands to codegen (dt_probecat_ksym*).  Lines are "ADDRESS
 * TYPE NAME [MODULE]"; symbols of the kernel proper carry no module.
 * Each lookup scans the file once (a program names few symbols, and
 * programs that name none never open it).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "probes.h"

int
dt_ksym_lookup(const char *mod, const char *name, uint64_t *addrp)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[512];
	int kernel = mod == NULL || *mod == '\0' ||
	    strcmp(mod, "vmlinux") == 0 || strcmp(mod, "genunix") == 0;
	size_t nlen = strlen(name);
	int found = -1;

	if (f == NULL)
		return -1;
	while (fgets(line, sizeof(line), f) != NULL) {
		char *p = strchr(line, ' '), *sym, *end, *m;

		if (p == NULL || p[1] == '\0' || p[2] != ' ')
			continue;
		sym = p + 3;
		if (strncmp(sym, name, nlen) != 0 ||
		    (sym[nlen] != '\n' && sym[nlen] != '\t' &&
		    sym[nlen] != ' ' && sym[nlen] != '\0'))
			continue;
		m = strchr(sym + nlen, '[');
		if (kernel ? m != NULL : (m == NULL ||
		    strncmp(m + 1, mod, strlen(mod)) != 0 ||
		    m[1 + strlen(mod)] != ']'))
			continue;
		*addrp = strtoull(line, &end, 16);
		found = 0;
		break;
	}
	fclose(f);
	return found;
}

int
dt_ksym_has_data(void)
{
	static int known = -2;
	FILE *f;
	char line[512];

	if (known != -2)
		return known;
	if ((f = fopen("/proc/kallsyms", "r")) == NULL)
		return known = -1;
	known = 0;
	while (fgets(line, sizeof(line), f) != NULL) {
		char *p = strchr(line, ' ');

		/* local data (d, b) appears only with CONFIG_KALLSYMS_ALL;
		   without it, only __start_/__stop_ bounds are D */
		if (p != NULL && (p[1] == 'd' || p[1] == 'b') && p[2] == ' ') {
			known = 1;
			break;
		}
	}
	fclose(f);
	return known;
}

/* A kernel text symbol's address from /proc/kallsyms (one scan). */
uint64_t
dt_probecat_ksym(dt_probecat_t *pc, const char *name)
{
	char line[512], sym[256], type;
	unsigned long long addr, found = 0;
	FILE *f;

	(void)pc;
	if ((f = fopen("/proc/kallsyms", "r")) == NULL)
		return 0;
	while (found == 0 && fgets(line, sizeof(line), f) != NULL)
		if (sscanf(line, "%llx %c %255s", &addr, &type, sym) == 3 &&
		    (type == 't' || type == 'T') && strcmp(sym, name) == 0)
			found = addr;
	fclose(f);
	return found;
}

void
dt_probecat_ksym_ranges(dt_probecat_t *pc, const char *const *names, int n,
    uint64_t *start, uint64_t *end)
{
	char line[512], sym[256], type;
	unsigned long long addr;
	int i, left = n, open = -1;
	FILE *f;

	(void)pc;
	for (i = 0; i < n; i++)
		start[i] = end[i] = 0;
	if ((f = fopen("/proc/kallsyms", "r")) == NULL)
		return;
	/* vmlinux text is listed in address order */
	while ((left > 0 || open >= 0) && fgets(line, sizeof(line), f) !=
	    NULL) {
		if (sscanf(line, "%llx %c %255s", &addr, &type, sym) != 3)
			continue;
		if (open >= 0 && addr > start[open]) {
			end[open] = addr;
			open = -1;
		}
		if (type != 't' && type != 'T')
			continue;
		for (i = 0; i < n; i++)
			if (start[i] == 0 && strcmp(sym, names[i]) == 0) {
				start[i] = addr;
				open = i;
				left--;
			}
	}
	if (open >= 0)
		end[open] = start[open] + 1;
	fclose(f);
}
