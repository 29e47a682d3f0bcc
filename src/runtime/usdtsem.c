/*
 * usdtsem.c - the extra semaphores of attached usdt probes (interface:
 * uprobe.h).  A site that is reached only while another probe's
 * semaphore is up (the usdt provider sets pr_uauxsem, probes/prov_usdt.c)
 * gets that semaphore raised in its process through /proc/PID/mem while
 * dtrace runs: the kernel's ref_ctr_offset belongs to a uprobe, and a
 * uprobe on every line would cost a trap per line.  Every raise is undone
 * at detach.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "uprobe.h"

typedef struct raised {
	int r_pid;
	uint64_t r_addr;
} raised_t;

static dt_vec_t raised_list;	/* raised_t */

/* Address of file offset 'off' of 'path' in process 'pid', or 0. */
static uint64_t
proc_addr(int pid, const char *path, uint64_t off)
{
	char mp[64], line[4096];
	FILE *f;
	uint64_t addr = 0;

	snprintf(mp, sizeof(mp), "/proc/%d/maps", pid);
	if ((f = fopen(mp, "r")) == NULL)
		return 0;
	while (addr == 0 && fgets(line, sizeof(line), f) != NULL) {
		unsigned long long lo, hi, fo;
		char *p = strchr(line, '/');
		size_t len;

		if (p == NULL || sscanf(line, "%llx-%llx %*s %llx", &lo, &hi,
		    &fo) != 3)
			continue;
		len = strlen(p);
		if (len > 0 && p[len - 1] == '\n')
			p[--len] = '\0';
		if (strcmp(p, path) == 0 && off >= fo && off < fo + (hi - lo))
			addr = lo + (off - fo);
	}
	fclose(f);
	return addr;
}

static int
poke(int pid, uint64_t addr, int delta)
{
	char mp[64];
	unsigned short v;
	int fd, r = -1;

	snprintf(mp, sizeof(mp), "/proc/%d/mem", pid);
	if ((fd = open(mp, O_RDWR | O_CLOEXEC)) < 0)
		return -1;
	if (pread(fd, &v, sizeof(v), (off_t)addr) == sizeof(v)) {
		if (delta > 0 || v > 0)
			v = (unsigned short)(v + delta);
		if (pwrite(fd, &v, sizeof(v), (off_t)addr) == sizeof(v))
			r = 0;
	}
	close(fd);
	return r;
}

void
dt_usdt_raise_aux(const dt_probe_t *prp)
{
	raised_t r;

	if (prp->pr_upid <= 0 || prp->pr_uauxsem == 0)
		return;
	r.r_pid = prp->pr_upid;
	r.r_addr = proc_addr(prp->pr_upid, prp->pr_upath, prp->pr_uauxsem);
	if (r.r_addr == 0 || poke(r.r_pid, r.r_addr, 1) != 0)
		return;
	if (raised_list.esize == 0)
		dt_vec_init(&raised_list, sizeof(raised_t));
	DT_VEC_PUSH(&raised_list, raised_t, r);
}

void
dt_usdt_lower_all(void)
{
	size_t i;

	for (i = 0; i < raised_list.len; i++) {
		raised_t *r = &DT_VEC_AT(&raised_list, raised_t, i);

		(void)poke(r->r_pid, r->r_addr, -1);
	}
	raised_list.len = 0;
}
