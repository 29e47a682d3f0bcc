/*
 * insn.c - x86-64 instruction boundaries for pid offset probes (capstone
 * decodes the function from the file; a uprobe in the middle of an
 * instruction would corrupt the traced program).
 *
 * Capstone is loaded with dlopen() the first time an offset probe needs
 * it, not linked: loading it costs every run 3 MiB and most of the
 * dynamic loader's time, and only these probes use it (bench/README.md).
 */
#include <capstone/capstone.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "proc.h"

#define CS_STR(x)	#x
#define CS_XSTR(x)	CS_STR(x)
/* the soname of the version whose header we were built with */
#define CS_SONAME	"libcapstone.so." CS_XSTR(CS_API_MAJOR)

/* The capstone functions we call, once loaded. */
static struct {
	int tried;		/* dlopen() attempted */
	void *lib;		/* NULL: not available, see why */
	char why[160];
	cs_err (*cs_open)(cs_arch, cs_mode, csh *);
	cs_err (*cs_close)(csh *);
	cs_insn *(*cs_malloc)(csh);
	void (*cs_free)(cs_insn *, size_t);
	bool (*cs_disasm_iter)(csh, const uint8_t **, size_t *, uint64_t *,
	    cs_insn *);
} cs;

/* Load capstone once; 0, or -1 with cs.why set. */
static int
cs_load(void)
{
	static const char *const names[] = { "cs_open", "cs_close",
	    "cs_malloc", "cs_free", "cs_disasm_iter" };
	void **fns[] = { (void **)&cs.cs_open, (void **)&cs.cs_close,
	    (void **)&cs.cs_malloc, (void **)&cs.cs_free,
	    (void **)&cs.cs_disasm_iter };
	size_t i;

	if (cs.tried)
		return cs.lib != NULL ? 0 : -1;
	cs.tried = 1;
	cs.lib = dlopen(CS_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (cs.lib == NULL) {
		snprintf(cs.why, sizeof(cs.why), "offset probes need the "
		    "capstone library: %s", dlerror());
		return -1;
	}
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if ((*fns[i] = dlsym(cs.lib, names[i])) == NULL) {
			snprintf(cs.why, sizeof(cs.why), "offset probes need "
			    "the capstone library: %s has no %s", CS_SONAME,
			    names[i]);
			dlclose(cs.lib);
			cs.lib = NULL;
			return -1;
		}
	}
	return 0;
}

const char *
dt_pid_insn_unavailable(void)
{
	return cs_load() == 0 ? NULL : cs.why;
}

/*
 * The 'size' bytes at 'fileoff' of 'path' (heap), with capstone ready to
 * decode them in *hp; NULL if the file or capstone fails.
 */
static uint8_t *
read_func(const char *path, uint64_t fileoff, uint64_t size, csh *hp)
{
	uint8_t *buf;
	int fd;

	if (cs_load() != 0)
		return NULL;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return NULL;
	buf = dt_xmalloc((size_t)size);
	if (pread(fd, buf, (size_t)size, (off_t)fileoff) != (ssize_t)size ||
	    cs.cs_open(CS_ARCH_X86, CS_MODE_64, hp) != CS_ERR_OK) {
		close(fd);
		free(buf);
		return NULL;
	}
	close(fd);
	return buf;
}

/* Start offsets of the instructions of a function (heap array, *np). */
uint64_t *
dt_pid_insn_starts(const char *path, uint64_t fileoff, uint64_t size,
    size_t *np)
{
	const uint8_t *code;
	uint8_t *buf;
	uint64_t *offs = NULL, addr = 0;
	size_t len, n = 0;
	cs_insn *insn;
	csh h;

	*np = 0;
	if (size == 0 || size > (1u << 24))
		return NULL;
	if ((buf = read_func(path, fileoff, size, &h)) == NULL)
		return NULL;
	insn = cs.cs_malloc(h);
	code = buf;
	len = (size_t)size;
	offs = dt_xcalloc((size_t)size, sizeof(uint64_t));
	for (;;) {
		uint64_t at = addr;

		if (!cs.cs_disasm_iter(h, &code, &len, &addr, insn))
			break;
		offs[n++] = at;
	}
	cs.cs_free(insn, 1);
	cs.cs_close(&h);
	free(buf);
	*np = n;
	return offs;
}

int
dt_pid_insn_boundary(const char *path, uint64_t fileoff, uint64_t size,
    uint64_t off)
{
	const uint8_t *code;
	uint8_t *buf;
	size_t len;
	uint64_t addr = 0;
	cs_insn *insn;
	csh h;
	int ok = 0;

	if (off == 0)
		return 1;
	if (off >= size || size > (1u << 24))
		return 0;
	if ((buf = read_func(path, fileoff, size, &h)) == NULL)
		return 0;
	insn = cs.cs_malloc(h);
	code = buf;
	len = (size_t)size;
	while (addr < off && cs.cs_disasm_iter(h, &code, &len, &addr, insn))
		continue;
	ok = addr == off;
	cs.cs_free(insn, 1);
	cs.cs_close(&h);
	free(buf);
	return ok;
}
