/*
 * insn.c - x86-64 instruction boundaries for pid offset probes (capstone
 * decodes the function from the file; a uprobe in the middle of an
 * instruction would corrupt the traced program).
 */
#include <capstone/capstone.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "proc.h"

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
	int fd;

	*np = 0;
	if (size == 0 || size > (1u << 24))
		return NULL;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return NULL;
	buf = dt_xmalloc((size_t)size);
	if (pread(fd, buf, (size_t)size, (off_t)fileoff) != (ssize_t)size ||
	    cs_open(CS_ARCH_X86, CS_MODE_64, &h) != CS_ERR_OK) {
		close(fd);
		free(buf);
		return NULL;
	}
	close(fd);
	insn = cs_malloc(h);
	code = buf;
	len = (size_t)size;
	offs = dt_xcalloc((size_t)size, sizeof(uint64_t));
	for (;;) {
		uint64_t at = addr;

		if (!cs_disasm_iter(h, &code, &len, &addr, insn))
			break;
		offs[n++] = at;
	}
	cs_free(insn, 1);
	cs_close(&h);
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
	int fd, ok = 0;

	if (off == 0)
		return 1;
	if (off >= size || size > (1u << 24))
		return 0;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	buf = dt_xmalloc((size_t)size);
	if (pread(fd, buf, (size_t)size, (off_t)fileoff) != (ssize_t)size) {
		close(fd);
		free(buf);
		return 0;
	}
	close(fd);
	if (cs_open(CS_ARCH_X86, CS_MODE_64, &h) != CS_ERR_OK) {
		free(buf);
		return 0;
	}
	insn = cs_malloc(h);
	code = buf;
	len = (size_t)size;
	while (addr < off && cs_disasm_iter(h, &code, &len, &addr, insn))
		continue;
	ok = addr == off;
	cs_free(insn, 1);
	cs_close(&h);
	free(buf);
	return ok;
}
