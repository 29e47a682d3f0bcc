/*
 * stability.c - the -v stability report (docs/output.md §12.3): for each
 * program text, the minimum stability attributes of its probe
 * descriptions (over the probes they match) and of its statements
 * (D's own identifiers and actions are Stable/Stable/Common; args[]
 * brings in the argument attributes of the probes' providers).
 */
#include <string.h>

#include "stability.h"

static const char *const stab_names[] = {
	"Internal", "Private", "Obsolete", "External", "Unstable",
	"Evolving", "Stable", "Standard"
};
static const char *const class_names[] = {
	"Unknown", "CPU", "Platform", "Group", "ISA", "Common"
};

typedef struct attr {
	int at_name, at_data, at_class;
} attr_t;

static int
rank(const char *s, const char *const *names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(s, names[i]) == 0)
			return i;
	return 0;
}

/* a = min(a, the attributes at[0..2]) */
static void
attr_min(attr_t *a, const char *const *at)
{
	int n = rank(at[0], stab_names, 8), d = rank(at[1], stab_names, 8);
	int c = rank(at[2], class_names, 6);

	if (n < a->at_name)
		a->at_name = n;
	if (d < a->at_data)
		a->at_data = d;
	if (c < a->at_class)
		a->at_class = c;
}

static void
attr_print(FILE *out, const char *title, const attr_t *a)
{
	fprintf(out, "\n\t%s\n\t\tIdentifier Names: %s\n"
	    "\t\tData Semantics:   %s\n\t\tDependency Class: %s\n", title,
	    stab_names[a->at_name], stab_names[a->at_data],
	    class_names[a->at_class]);
}

/* The four fields of description 'd' as DTrace fills them (right to
   left), printed "prov:mod:func:name". */
static void
print_desc(FILE *out, const char *d)
{
	const char *f[4] = { "", "", "", "" };
	char buf[1024], *p, *parts[4];
	int n = 0, i;

	snprintf(buf, sizeof(buf), "%s", d);
	for (p = buf; n < 4; n++) {
		parts[n] = p;
		p = strchr(p, ':');
		if (p == NULL) {
			n++;
			break;
		}
		*p++ = '\0';
	}
	for (i = 0; i < n; i++)
		f[4 - n + i] = parts[i];
	fprintf(out, "\n%s:%s:%s:%s\n", f[0], f[1], f[2], f[3]);
}

void
dt_stability_report(FILE *out, dt_probecat_t *pc, const dt_prog_t *dp,
    int text, const char *kind, const char *name, int compile_only,
    dt_stab_attrs_f *attrs, dt_stab_info_f *info, void *arg)
{
	attr_t desc = { 7, 7, 5 }, stmt = { 6, 6, 5 };
	int i, k;

	for (i = 0; i < dp->dp_nclauses; i++) {
		const dt_clause_t *cl = &dp->dp_clauses[i];

		if (cl->cl_text != text)
			continue;
		for (k = 0; k < cl->cl_nprobes; k++) {
			const dt_probe_t *prp = dt_probecat_lookup_id(pc,
			    cl->cl_probes[k]);
			const char *const *at;

			if (prp == NULL)
				continue;
			at = attrs(prp->pr_prov);
			attr_min(&desc, at);
			if (cl->cl_usesargs)
				attr_min(&stmt, at + 3);
		}
	}
	/* nothing matched: the description says nothing stable */
	if (desc.at_name == 7)
		desc = (attr_t){ 6, 6, 5 };
	fprintf(out, "\nStability attributes for %s %s:\n", kind, name);
	attr_print(out, "Minimum Probe Description Attributes", &desc);
	attr_print(out, "Minimum Statement Attributes", &stmt);
	if (!compile_only) {
		fputc('\n', out);
		return;
	}
	for (i = 0; i < dp->dp_nclauses; i++) {
		const dt_clause_t *cl = &dp->dp_clauses[i];
		const dt_probe_t *prp;

		if (cl->cl_text != text || cl->cl_desc == NULL)
			continue;
		print_desc(out, cl->cl_desc);
		if (cl->cl_nprobes > 0 && (prp = dt_probecat_lookup_id(pc,
		    cl->cl_probes[0])) != NULL)
			info(arg, prp);
	}
}
