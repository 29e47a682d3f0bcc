/*
 * pragma.c - checking of the #pragma D forms that declare rather than
 * set options (docs/language.md §2.3): depends_on, attributes and binding.
 * sema.c hands each over with the words after the pragma name.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "pragma.h"

#define PR_MAXWORDS	8

/* Split 'p' into at most PR_MAXWORDS blank-separated words (arena). */
static int
split(dt_sema_t *sm, const char *p, char **w)
{
	int n = 0;

	while (*p != '\0') {
		size_t l;

		p += strspn(p, " \t\n");
		if (*p == '\0')
			break;
		l = strcspn(p, " \t\n");
		if (n == PR_MAXWORDS)
			return n + 1;
		w[n++] = dt_arena_strndup(sm->sm_types.tt_arena, p, l);
		p += l;
	}
	return n;
}

static int
has_probe(const dt_probe_t *prp, void *arg)
{
	(void)prp;
	*(int *)arg = 1;
	return 1;
}

/* #pragma D depends_on provider|module|library name */
static void
depends_on(dt_sema_t *sm, dt_cc_t *cc, char **w, int n, int line)
{
	int found = 0;

	if (n != 2)
		dt_cc_error(cc, "D_PRAGMA_MALFORM", line,
		    "malformed #pragma depends_on <class> <name>");
	if (strcmp(w[0], "provider") == 0) {
		if (sm->sm_pcat != NULL)
			dt_probecat_match(sm->sm_pcat, w[1], "", "", "",
			    has_probe, &found);
		if (!found)
			dt_cc_error(cc, "D_PRAGMA_DEPEND", line,
			    "program requires provider %s", w[1]);
	} else if (strcmp(w[0], "module") == 0) {
		char path[512];
		FILE *fp;

		/* the kernel itself, loaded modules and built-in ones */
		if (strcmp(w[1], "vmlinux") == 0 ||
		    strcmp(w[1], "kernel") == 0 || strcmp(w[1], "unix") == 0 ||
		    strcmp(w[1], "genunix") == 0)
			return;
		snprintf(path, sizeof(path), "/sys/module/%s", w[1]);
		if (strchr(w[1], '/') == NULL &&
		    (fp = fopen(path, "r")) != NULL) {
			fclose(fp);
			return;
		}
		dt_cc_error(cc, "D_PRAGMA_DEPEND", line,
		    "program requires module %s", w[1]);
	} else if (strcmp(w[0], "library") == 0) {
		if (!sm->sm_library)
			dt_cc_error(cc, "D_PRAGMA_CTX", line,
			    "#pragma depends_on library is only valid in "
			    "library files");
	} else {
		dt_cc_error(cc, "D_PRAGMA_INVAL", line,
		    "invalid class %s specified by #pragma depends_on", w[0]);
	}
}

static const char *const stab_names[] = {
	"Internal", "Private", "Obsolete", "External", "Unstable",
	"Evolving", "Stable", "Standard"
};
static const char *const class_names[] = {
	"Unknown", "CPU", "Platform", "Group", "ISA", "Common"
};

static int
name_index(const char *s, size_t l, const char *const *names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (strlen(names[i]) == l && strncasecmp(names[i], s, l) == 0)
			return i;
	return -1;
}

/* "Name/Data/Class", case-insensitive; 0 if valid. */
static int
parse_attr(const char *a)
{
	const char *s1 = strchr(a, '/'), *s2;

	if (s1 == NULL || (s2 = strchr(s1 + 1, '/')) == NULL ||
	    strchr(s2 + 1, '/') != NULL)
		return -1;
	if (name_index(a, (size_t)(s1 - a), stab_names, 8) < 0 ||
	    name_index(s1 + 1, (size_t)(s2 - s1 - 1), stab_names, 8) < 0 ||
	    name_index(s2 + 1, strlen(s2 + 1), class_names, 6) < 0)
		return -1;
	return 0;
}

/* #pragma D attributes N/D/C ident | N/D/C provider P part */
static void
attributes(dt_sema_t *sm, dt_cc_t *cc, char **w, int n, int line)
{
	(void)sm;
	if (n != 2 && n != 4)
		dt_cc_error(cc, "D_PRAGMA_MALFORM", line,
		    "malformed #pragma attributes <attributes> <ident>");
	if (parse_attr(w[0]) != 0)
		dt_cc_error(cc, "D_PRAGMA_INVAL", line,
		    "invalid attributes specified by #pragma attributes");
	if (n == 4) {
		static const char *const parts[] = { "provider", "module",
		    "function", "name", "args" };
		size_t i;

		if (strcmp(w[1], "provider") != 0)
			dt_cc_error(cc, "D_PRAGMA_MALFORM", line,
			    "malformed #pragma attributes <attributes> "
			    "<ident>");
		for (i = 0; i < sizeof(parts) / sizeof(parts[0]); i++)
			if (strcmp(w[3], parts[i]) == 0)
				return;
		dt_cc_error(cc, "D_PRAGMA_INVAL", line,
		    "invalid class %s specified by #pragma attributes", w[3]);
	}
}

/* #pragma D binding "version" ident */
static void
binding(dt_sema_t *sm, dt_cc_t *cc, char **w, int n, int line)
{
	const char *v = w[0];
	unsigned maj = 0, min = 0, mic = 0;
	char q[2], end;
	int k;

	(void)sm;
	if (n != 2)
		dt_cc_error(cc, "D_PRAGMA_MALFORM", line,
		    "malformed #pragma binding \"version\" <ident>");
	k = sscanf(v, "\"%u.%u.%u%1[\"]%c", &maj, &min, &mic, q, &end);
	if (k != 4)
		k = sscanf(v, "\"%u.%u%1[\"]%c", &maj, &min, q, &end) == 3 ?
		    4 : -1;
	if (k != 4 || maj > 255 || min > 4095 || mic > 4095)
		dt_cc_error(cc, "D_PRAGMA_INVAL", line,
		    "invalid version string specified by #pragma binding");
	/* this compiler implements D 2.0 */
	if (maj > 2 || (maj == 2 && (min > 0 || mic > 0)))
		dt_cc_error(cc, "D_PRAGMA_INVAL", line,
		    "invalid version string specified by #pragma binding");
}

int
dt_pragma_check(dt_sema_t *sm, dt_cc_t *cc, const char *word,
    const char *rest, int line)
{
	char *w[PR_MAXWORDS];
	int n = split(sm, rest, w);

	if (strcmp(word, "depends_on") == 0)
		depends_on(sm, cc, w, n > PR_MAXWORDS ? 3 : n, line);
	else if (strcmp(word, "attributes") == 0)
		attributes(sm, cc, w, n > PR_MAXWORDS ? 3 : n, line);
	else if (strcmp(word, "binding") == 0)
		binding(sm, cc, w, n > PR_MAXWORDS ? 3 : n, line);
	else
		return 0;
	return 1;
}
