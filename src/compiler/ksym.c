/*
 * ksym.c - kernel symbol lookup in /proc/kallsyms (interface: ksym.h).
 * Lines are "ADDRESS TYPE NAME [MODULE]"; symbols of the kernel proper
 * carry no module.  Each lookup scans the file once (a program names few
 * symbols, and programs that name none never open it).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ksym.h"

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
