/*
 * test_usdtgen.c - unit tests for USDT provider definitions
 * (src/compiler/provdef.c) and the `dtrace -h` header text
 * (src/codegen/usdtgen.c): probe and macro name mangling, argument types
 * rendered as C, the checks on provider definitions with their D_TAGs,
 * and the whole header of a small provider compared with its golden text.
 */
#include <stdlib.h>
#include <string.h>

#include "codegen/usdtgen.h"
#include "compiler/provdef.h"
#include "unit.h"

static dt_provdefs_t pd;
static char errbuf[1024];

/* Parse 'src' into the fresh 'pd'; 0, or -1 with "[TAG] line N: msg". */
static int
load(const char *src)
{
	dt_ccerr_t err;
	int rc;

	dt_provdefs_init(&pd);
	rc = dt_provdefs_add(&pd, src, strlen(src), DT_PCTX_SCRIPT, "t.d",
	    NULL, &err);
	if (rc != 0) {
		snprintf(errbuf, sizeof(errbuf), "[%s] line %d: %s",
		    err.ce_tag, err.ce_line, err.ce_msg);
		free(err.ce_msg);
	}
	return rc;
}

static const char *
err_of(const char *src)
{
	if (load(src) == 0)
		snprintf(errbuf, sizeof(errbuf), "no error");
	dt_provdefs_release(&pd);
	return errbuf;
}

static const dt_pdprobe_t *
probe_at(size_t prov, size_t i)
{
	dt_pdprov_t *pv = &DT_VEC_AT(&pd.pd_provs, dt_pdprov_t, prov);

	return &DT_VEC_AT(&pv->pv_probes, dt_pdprobe_t, i);
}

/* The C type of the first argument of 'probe p(DECL);'. */
static char typebuf[2048];
static const char *
ctype(const char *decl)
{
	char src[512];

	snprintf(src, sizeof(src), "provider p { probe x(%s); };", decl);
	if (load(src) != 0)
		snprintf(typebuf, sizeof(typebuf), "ERR %s", errbuf);
	else
		snprintf(typebuf, sizeof(typebuf), "%s",
		    probe_at(0, 0)->pp_args[0]);
	dt_provdefs_release(&pd);
	return typebuf;
}

UNIT_TEST(test_names)
{
	char *s;

	s = dt_usdt_macro("myapp", "query__start");
	CHECK_STR(s, "MYAPP_QUERY_START");
	free(s);
	s = dt_usdt_macro("my_prog", "input__val");
	CHECK_STR(s, "MY_PROG_INPUT_VAL");
	free(s);
	/* like systemtap's str.replace("__", "_"): left to right */
	s = dt_usdt_macro("p", "a___b____c_d");
	CHECK_STR(s, "P_A__B__C_D");
	free(s);
	s = dt_pd_dtrace_name("query__start");
	CHECK_STR(s, "query-start");
	free(s);
	s = dt_pd_dtrace_name("__entry___x");
	CHECK_STR(s, "-entry-_x");
	free(s);
}

UNIT_TEST(test_types)
{
	CHECK_STR(ctype("int"), "int");
	CHECK_STR(ctype("unsigned"), "unsigned int");
	CHECK_STR(ctype("unsigned long long"), "unsigned long long");
	CHECK_STR(ctype("long int"), "long");
	CHECK_STR(ctype("short"), "short");
	CHECK_STR(ctype("signed char"), "signed char");
	CHECK_STR(ctype("unsigned char c"), "unsigned char");
	CHECK_STR(ctype("char *"), "char *");
	CHECK_STR(ctype("const char *name"), "const char *");
	CHECK_STR(ctype("char **"), "char **");
	CHECK_STR(ctype("char *const *"), "char *const *");
	CHECK_STR(ctype("char *const volatile"), "char *const volatile");
	CHECK_STR(ctype("string"), "char *");
	CHECK_STR(ctype("string *"), "char **");
	CHECK_STR(ctype("struct conn *"), "struct conn *");
	CHECK_STR(ctype("union u *"), "union u *");
	CHECK_STR(ctype("enum e"), "enum e");
	CHECK_STR(ctype("uint32_t"), "uint32_t");
	CHECK_STR(ctype("uintptr_t"), "uintptr_t");
	CHECK_STR(ctype("pid_t"), "pid_t");
	CHECK_STR(ctype("uint_t"), "unsigned int");
	CHECK_STR(ctype("caddr_t"), "char *");
	CHECK_STR(ctype("hrtime_t"), "long long");
	CHECK_STR(ctype("double"), "double");
	CHECK_STR(ctype("long double"), "long double");
	CHECK_STR(ctype("void *"), "void *");
	CHECK_STR(ctype("int (*)(int, char *)"), "int (*)(int, char *)");
	CHECK_STR(ctype("int *[4]"), "int *[4]");
	CHECK_STR(ctype("int (*)[4]"), "int (*)[4]");
	CHECK_STR(ctype("volatile int *"), "volatile int *");
	/* names D does not know are types, as for systemtap's script */
	CHECK_STR(ctype("gchar *name"), "gchar *");
	CHECK_STR(ctype("mytype_t"), "mytype_t");
	CHECK_STR(ctype("struct mytype_t *"), "struct mytype_t *");
	CHECK_STR(ctype("const widget * const w"), "const widget *const");
	CHECK_STR(ctype("struct { int a; } *"),
	    "ERR [D_DECL_TYPERED] line 1: probe argument types must name a "
	    "struct or union, not define it");
}

UNIT_TEST(test_model)
{
	const dt_pdprobe_t *pp;
	dt_pdprov_t *pv;

	CHECK_INT(load("typedef struct foo foo_t;\n"
	    "provider a { probe x(foo_t *, int n); probe y(); "
	    "probe z(void); };\n"
	    "provider b { probe w(string); };\n"
	    "BEGIN { exit(0); }\n"
	    "#pragma D attributes Evolving/Evolving/Common provider a args\n"),
	    0);
	CHECK_INT(pd.pd_provs.len, 2);
	dt_provdefs_release(&pd);
	/* a member named provider does not open a provider block */
	CHECK_INT(load("provider a { probe x(int); };\n"
	    "BEGIN { this->provider = 1; if (this->provider) "
	    "{ trace(strlen(\"x\")); } }\n"), 0);
	dt_provdefs_release(&pd);
	CHECK_INT(load("typedef struct foo foo_t;\n"
	    "provider a { probe x(foo_t *, int n); probe y(); "
	    "probe z(void); };\n"
	    "provider b { probe w(string); };\n"
	    "BEGIN { exit(0); }\n"
	    "#pragma D attributes Evolving/Evolving/Common provider a args\n"),
	    0);
	pv = &DT_VEC_AT(&pd.pd_provs, dt_pdprov_t, 0);
	CHECK_STR(pv->pv_name, "a");
	CHECK_INT(pv->pv_line, 2);
	CHECK_INT(pv->pv_probes.len, 3);
	pp = probe_at(0, 0);
	CHECK_STR(pp->pp_name, "x");
	CHECK_INT(pp->pp_nargs, 2);
	CHECK_STR(pp->pp_args[0], "foo_t *");
	CHECK_STR(pp->pp_args[1], "int");
	CHECK_INT(probe_at(0, 1)->pp_nargs, 0);
	CHECK_INT(probe_at(0, 2)->pp_nargs, 0);
	CHECK_STR(probe_at(1, 0)->pp_args[0], "char *");
	dt_provdefs_release(&pd);
}

UNIT_TEST(test_errors)
{
	CHECK_STR(err_of("provider p { probe a(); probe a__b(); "
	    "probe a__b(int); };"),
	    "[D_PROV_PRDUP] line 1: probe redeclared: p:a-b");
	CHECK_STR(err_of("provider p2 {\n probe a();\n};"),
	    "[D_PROV_BADNAME] line 1: provider name may not end with a "
	    "digit");
	CHECK_STR(err_of("provider p { probe a(int, int, int, int, int, "
	    "int, int, int, int, int, int, int, int); };"),
	    "[D_PROV_PRARGLEN] line 1: probe p:a input prototype has 13 "
	    "arguments: at most 12 are supported by <sys/sdt.h>");
	CHECK_STR(err_of("provider p { probe a(int, void); };"),
	    "[D_DECL_VOIDOBJ] line 1: cannot have void object: probe a "
	    "argument #2");
	CHECK_STR(err_of("provider p { probe a(int) };"),
	    "[D_SYNTAX] line 1: syntax error near \"}\"");
	CHECK_STR(err_of("provider p { probe a(int); };\n"
	    "#pragma D attributes Evolving/Bogus/Common provider p name\n"),
	    "[D_PRAGMA_INVAL] line 2: invalid attributes specified by "
	    "#pragma attributes");
	CHECK_STR(err_of("#pragma D attributes Evolving/Evolving/Common "
	    "provider p part\n"),
	    "[D_PRAGMA_INVAL] line 1: invalid component \"part\" in "
	    "attribute #pragma");
	CHECK_STR(err_of("#pragma D attributes Evolving/Evolving/Common "
	    "provider p\n"),
	    "[D_PRAGMA_MALFORM] line 1: malformed #pragma attributes "
	    "<attributes> provider <name> <component>");
	CHECK_STR(err_of("#pragma D attributes Evolving/Evolving/Common\n"),
	    "[D_PRAGMA_MALFORM] line 1: malformed #pragma attributes "
	    "<attributes> <ident>");
	CHECK_STR(err_of("#pragma D attributes stable/stable/isa x\n"),
	    "no error");
}

static const char golden[] =
"/*\n"
" * Generated by dtrace(1M).\n"
" */\n"
"\n"
"#ifndef\t_APP_PROV_H\n"
"#define\t_APP_PROV_H\n"
"\n"
"#define\t_SDT_HAS_SEMAPHORES 1\n"
"#define\tSTAP_HAS_SEMAPHORES 1\t/* deprecated */\n"
"\n"
"#include <sys/types.h>\n"
"#include <stddef.h>\n"
"#include <inttypes.h>\n"
"#include <sys/sdt.h>\n"
"\n"
"#ifdef\t__cplusplus\n"
"extern \"C\" {\n"
"#endif\n"
"\n"
"/* myapp:::query-start: MYAPP_QUERY_START(char *, int) */\n"
"#if defined STAP_SDT_V1\n"
"#define\tMYAPP_QUERY_START_ENABLED() __builtin_expect "
"(query__start_semaphore, 0)\n"
"#define\tmyapp_query__start_semaphore query__start_semaphore\n"
"#else\n"
"#define\tMYAPP_QUERY_START_ENABLED() __builtin_expect "
"(myapp_query__start_semaphore, 0)\n"
"#endif\n"
"__extension__ extern unsigned short myapp_query__start_semaphore "
"__attribute__ ((unused)) __attribute__ ((section (\".probes\")));\n"
"#define\tMYAPP_QUERY_START(arg1, arg2) \\\n"
"\tDTRACE_PROBE2 (myapp, query__start, (char *)(arg1), (int)(arg2))\n"
"\n"
"/* myapp:::tick: MYAPP_TICK() */\n"
"#if defined STAP_SDT_V1\n"
"#define\tMYAPP_TICK_ENABLED() __builtin_expect (tick_semaphore, 0)\n"
"#define\tmyapp_tick_semaphore tick_semaphore\n"
"#else\n"
"#define\tMYAPP_TICK_ENABLED() __builtin_expect "
"(myapp_tick_semaphore, 0)\n"
"#endif\n"
"__extension__ extern unsigned short myapp_tick_semaphore "
"__attribute__ ((unused)) __attribute__ ((section (\".probes\")));\n"
"#define\tMYAPP_TICK() \\\n"
"\tDTRACE_PROBE (myapp, tick)\n"
"\n"
"#ifdef\t__cplusplus\n"
"}\n"
"#endif\n"
"\n"
"#endif\t/* _APP_PROV_H */\n";

UNIT_TEST(test_header)
{
	dt_strbuf_t sb;

	CHECK_INT(load("provider myapp {\n"
	    "\tprobe query__start(char *, int);\n"
	    "\tprobe tick();\n"
	    "};\n"), 0);
	dt_strbuf_init(&sb);
	dt_usdt_header(&sb, &pd, "some/dir/app-prov.h");
	CHECK_STR(sb.s, golden);
	dt_strbuf_release(&sb);
	dt_provdefs_release(&pd);
}

int
main(void)
{
	UNIT_RUN(test_names);
	UNIT_RUN(test_types);
	UNIT_RUN(test_model);
	UNIT_RUN(test_errors);
	UNIT_RUN(test_header);
	UNIT_DONE();
}
