/*
 * test_fuzz_replay.c - replays the fuzz regressions and seed corpora in
 * tests/fuzz/{crashes,corpus}/{compile,printf}/ through the harnesses'
 * entry points (dt_fuzz_compile: dt_compile; dt_fuzz_printf: the printf
 * parser and formatter), one "ok"/"FAIL" line per file.  Each file runs
 * in a child process so that a crash, sanitizer report (build-asan, leak
 * checks included) or hang fails that file only.
 *
 * The repository root is $DT_FUZZ_ROOT, else found from this binary's
 * path (BUILD/tests/unit/test_fuzz_replay), else the current directory
 * (tests/harness/run.sh runs unit binaries from the root).
 */
#define DT_FUZZ_NO_ENTRY
#include "../fuzz/fuzz_compile.c"
#include "../fuzz/fuzz_printf.c"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "unit.h"

#define REPLAY_TIMEOUT	20	/* seconds per file */

typedef int replay_fn(const uint8_t *data, size_t size);

static char root[PATH_MAX];

/* The repository root, see the top of the file. */
static void
find_root(void)
{
	const char *env = getenv("DT_FUZZ_ROOT");
	char exe[PATH_MAX], probe[PATH_MAX + 16];
	ssize_t n;
	int i;

	if (env != NULL && *env != '\0') {
		snprintf(root, sizeof(root), "%s", env);
		return;
	}
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		for (i = 0; i < 4; i++) {
			char *slash = strrchr(exe, '/');

			if (slash == NULL)
				break;
			*slash = '\0';
		}
		snprintf(probe, sizeof(probe), "%s/tests/fuzz", exe);
		if (i == 4 && access(probe, F_OK) == 0) {
			snprintf(root, sizeof(root), "%s", exe);
			return;
		}
	}
	snprintf(root, sizeof(root), ".");
}

#if defined(__SANITIZE_ADDRESS__)
#define REPLAY_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define REPLAY_SANITIZED 1
#endif
#endif

/*
 * In a sanitizer build, run again with the suppressions of known bugs
 * still unfixed (tests/fuzz/ubsan.supp, lsan.supp) added to UBSAN_OPTIONS
 * and LSAN_OPTIONS: the sanitizers read their options before main().
 */
static void
add_suppressions(char **argv)
{
#ifdef REPLAY_SANITIZED
	static const char *const vars[][3] = {
		{ "UBSAN_OPTIONS", "ubsan.supp", "" },
		{ "LSAN_OPTIONS", "lsan.supp", ":print_suppressions=0" },
	};
	char buf[2 * PATH_MAX];
	size_t i;

	if (getenv("DT_FUZZ_SUPPRESSED") != NULL)
		return;
	setenv("DT_FUZZ_SUPPRESSED", "1", 1);
	for (i = 0; i < DT_ARRAY_SIZE(vars); i++) {
		const char *old = getenv(vars[i][0]);

		snprintf(buf, sizeof(buf), "%s/tests/fuzz/%s", root,
		    vars[i][1]);
		if (access(buf, R_OK) != 0)
			continue;
		/* quoted: the sanitizers split options at blanks and ':',
		   and the clone may live in "/tmp/my dir" */
		snprintf(buf, sizeof(buf),
		    "%s%ssuppressions='%s/tests/fuzz/%s'%s",
		    old ? old : "", old && *old ? ":" : "", root, vars[i][1],
		    vars[i][2]);
		setenv(vars[i][0], buf, 1);
	}
	execv("/proc/self/exe", argv);
	printf("  execv: %s (running without suppressions)\n",
	    strerror(errno));
#else
	(void)argv;
#endif
}

/* Whole file in a heap block of exactly its size; NULL on error. */
static uint8_t *
slurp(const char *path, size_t *lenp)
{
	struct stat st;
	uint8_t *buf;
	FILE *f;

	if ((f = fopen(path, "rb")) == NULL)
		return NULL;
	if (fstat(fileno(f), &st) != 0) {
		fclose(f);
		return NULL;
	}
	buf = malloc(st.st_size > 0 ? (size_t)st.st_size : 1);
	*lenp = fread(buf, 1, (size_t)st.st_size, f);
	fclose(f);
	return buf;
}

/*
 * Run 'fn' on file 'path' in a child; prints the reason and returns 0 if
 * the child crashed, reported an error (non-zero exit) or hung.
 */
static int
replay_one(replay_fn *fn, const char *path)
{
	pid_t pid;
	int status;

	fflush(stdout);
	fflush(stderr);
	if ((pid = fork()) < 0) {
		printf("  %s: fork: %s\n", path, strerror(errno));
		return 0;
	}
	if (pid == 0) {
		uint8_t *data;
		size_t len;

		alarm(REPLAY_TIMEOUT);
		/* the child's output goes where the parent's check text goes */
		dup2(STDOUT_FILENO, STDERR_FILENO);
		if ((data = slurp(path, &len)) == NULL) {
			printf("  %s: %s\n", path, strerror(errno));
			exit(1);
		}
		fn(data, len);
		free(data);
		dt_fuzz_compile_cleanup();
		exit(0);	/* LeakSanitizer checks here */
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			printf("  %s: waitpid: %s\n", path, strerror(errno));
			return 0;
		}
	if (WIFSIGNALED(status)) {
		printf("  %s: %s\n", path, WTERMSIG(status) == SIGALRM ?
		    "timed out" : strsignal(WTERMSIG(status)));
		return 0;
	}
	if (WEXITSTATUS(status) != 0) {
		printf("  %s: exit %d\n", path, WEXITSTATUS(status));
		return 0;
	}
	return 1;
}

static int
cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Replay every file of ROOT/tests/fuzz/'sub' with 'fn', one test each,
 * named by its path under tests/fuzz/.  A missing directory is fine for
 * crashes/ (no regressions yet) and a failure for corpus/.
 */
static void
replay_dir(replay_fn *fn, const char *sub, int must_exist)
{
	char dir[PATH_MAX + 32], path[2 * PATH_MAX], name[PATH_MAX];
	struct dirent *de;
	char **names = NULL;
	size_t n = 0, cap = 0, i;
	DIR *d;

	snprintf(dir, sizeof(dir), "%s/tests/fuzz/%s", root, sub);
	if ((d = opendir(dir)) == NULL) {
		if (!must_exist)
			return;
		printf("  %s: %s\n", dir, strerror(errno));
		printf("FAIL %s\n", sub);
		unit_fail++;
		return;
	}
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 256;
			names = realloc(names, cap * sizeof(*names));
		}
		names[n++] = strdup(de->d_name);
	}
	closedir(d);
	if (n > 0)
		qsort(names, n, sizeof(*names), cmp_name);
	for (i = 0; i < n; i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
		snprintf(name, sizeof(name), "%s/%s", sub, names[i]);
		unit_cur = name;
		unit_cur_failed = !replay_one(fn, path);
		if (unit_cur_failed) {
			unit_fail++;
			printf("FAIL %s\n", name);
		} else {
			unit_pass++;
			printf("ok %s\n", name);
		}
		free(names[i]);
	}
	free(names);
}

int
main(int argc, char **argv)
{
	static const char warm[] =
	    "syscall::read:entry { x = (struct task_struct *)0; }";

	(void)argc;
	find_root();
	add_suppressions(argv);
	/* load what every child would load: catalogue, tracefs, BTF */
	dt_fuzz_compile((const uint8_t *)warm, sizeof(warm) - 1);
	replay_dir(dt_fuzz_compile, "crashes/compile", 0);
	replay_dir(dt_fuzz_compile, "corpus/compile", 1);
	replay_dir(dt_fuzz_printf, "crashes/printf", 0);
	replay_dir(dt_fuzz_printf, "corpus/printf", 1);
	dt_fuzz_compile_cleanup();
	UNIT_DONE();
}
