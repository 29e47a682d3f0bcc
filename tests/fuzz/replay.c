/*
 * replay.c - runs a fuzz harness without libFuzzer: feeds files to its
 * LLVMFuzzerTestOneInput() once each.  Linked by the Makefile with one
 * harness as BUILD/tests/fuzz/replay_<target> (plain cc, no sanitizer
 * unless the build has one: build-asan gives an ASan replayer).
 *
 *   replay_compile [FILE|DIR]...
 *
 * Without operands it replays tests/fuzz/crashes/<target>/ and
 * tests/fuzz/corpus/<target>/ under the repository root (DT_FUZZ_ROOT, else
 * found from the binary's path, else the current directory); <target> is
 * the part of the program name after "replay_".  A crash or sanitizer
 * report ends the run with the name of the file being replayed printed
 * just before it; a clean run prints "N files replayed".
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
void dt_fuzz_compile_cleanup(void) __attribute__((weak));

static int nreplayed;

/* Read 'path' whole into a heap block of exactly its size. */
static uint8_t *
read_all(const char *path, size_t *lenp)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t len = 0, cap = 0, n;

	if (f == NULL)
		return NULL;
	for (;;) {
		if (len == cap) {
			cap = cap ? cap * 2 : 4096;
			buf = realloc(buf, cap);
			if (buf == NULL)
				abort();
		}
		n = fread(buf + len, 1, cap - len, f);
		if (n == 0)
			break;
		len += n;
	}
	fclose(f);
	/* an exact-size copy, so that ASan sees reads past the end */
	{
		uint8_t *exact = malloc(len ? len : 1);

		memcpy(exact, buf, len);
		free(buf);
		buf = exact;
	}
	*lenp = len;
	return buf;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int replay_path(const char *path);

/* Replay the regular files of directory 'dir' in name order. */
static int
replay_dir(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	size_t n = 0, cap = 0, i;
	int rc = 0;

	if (d == NULL) {
		fprintf(stderr, "replay: %s: %s\n", dir, strerror(errno));
		return 1;
	}
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			names = realloc(names, cap * sizeof(*names));
		}
		names[n++] = strdup(de->d_name);
	}
	closedir(d);
	if (n > 0)
		qsort(names, n, sizeof(*names), cmp_str);
	for (i = 0; i < n; i++) {
		char path[PATH_MAX];

		snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
		rc |= replay_path(path);
		free(names[i]);
	}
	free(names);
	return rc;
}

static int
replay_path(const char *path)
{
	struct stat st;
	uint8_t *data;
	size_t len;

	if (stat(path, &st) != 0) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return 1;
	}
	if (S_ISDIR(st.st_mode))
		return replay_dir(path);
	if ((data = read_all(path, &len)) == NULL) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return 1;
	}
	fprintf(stderr, "replay: %s\n", path);
	LLVMFuzzerTestOneInput(data, len);
	free(data);
	nreplayed++;
	return 0;
}

/* The repository root: $DT_FUZZ_ROOT, else ../../.. of the binary's dir. */
static void
find_root(char *root, size_t len)
{
	const char *env = getenv("DT_FUZZ_ROOT");
	char exe[PATH_MAX], probe[PATH_MAX + 16];
	ssize_t n;
	int i;

	if (env != NULL && *env != '\0') {
		snprintf(root, len, "%s", env);
		return;
	}
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		for (i = 0; i < 4; i++) {	/* B/tests/fuzz/replay_x */
			char *slash = strrchr(exe, '/');

			if (slash == NULL)
				break;
			*slash = '\0';
		}
		snprintf(probe, sizeof(probe), "%s/tests/fuzz", exe);
		if (i == 4 && access(probe, F_OK) == 0) {
			snprintf(root, len, "%s", exe);
			return;
		}
	}
	snprintf(root, len, ".");
}

int
main(int argc, char **argv)
{
	char root[PATH_MAX], path[PATH_MAX + 64];
	const char *target, *base;
	int rc = 0, i;

	for (i = 1; i < argc; i++)
		rc |= replay_path(argv[i]);
	if (argc <= 1) {
		base = strrchr(argv[0], '/');
		base = base ? base + 1 : argv[0];
		target = strncmp(base, "replay_", 7) == 0 ? base + 7 : base;
		find_root(root, sizeof(root));
		snprintf(path, sizeof(path), "%s/tests/fuzz/crashes/%s", root,
		    target);
		if (access(path, F_OK) == 0)
			rc |= replay_path(path);
		snprintf(path, sizeof(path), "%s/tests/fuzz/corpus/%s", root,
		    target);
		rc |= replay_path(path);
	}
	if (dt_fuzz_compile_cleanup != NULL)
		dt_fuzz_compile_cleanup();
	printf("%d files replayed\n", nreplayed);
	return rc;
}
