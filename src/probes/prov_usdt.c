/*
 * prov_usdt.c - the usdt providers: probes of the stapsdt notes in the
 * objects that processes map (docs/providers.md, usdt).
 *
 * A provider named in a description as NAME<PID> (usually NAME$target)
 * makes the objects of process PID be read; a provider glob (python*,
 * ap*) makes every process be read.  Each process gets its own probes,
 * NAME<PID>:<object basename>:<function>:<name with "__" shown as "-">,
 * one per note (several notes of a name in one function make one probe
 * with several sites), attached as uprobes on the object's file filtered
 * to that process (bpf/prog.h "Uprobes"); a semaphore is handed to the
 * kernel as the uprobe's ref_ctr_offset, so the kernel raises it while
 * the probe is attached.
 *
 * The objects of a process are its file-backed mappings plus the
 * libraries its executable needs (DT_NEEDED, searched as the dynamic
 * linker does in RPATH/RUNPATH and the system directories), so that a
 * -c target stopped before its libraries are mapped still shows their
 * probes: uprobes are per file, the kernel plants them when the library
 * is mapped.  Notes are read once per file (device, inode).
 */
#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "proc.h"
#include "prov.h"
#include "usdt.h"

/* Notes of one file, read once. */
typedef struct uobj {
	dev_t uo_dev;
	ino_t uo_ino;
	dt_usdt_note_t *uo_notes;
	int uo_nnotes;
	struct uobj *uo_next;
} uobj_t;

static uobj_t *objs;
static uint64_t aux_semoff(const uobj_t *o, const dt_usdt_note_t *n);
static dt_probecat_t *state_pc;	/* the catalogue the state below is for */
static dt_vec_t pids_done;	/* int: processes read */
static dt_vec_t objs_done;	/* pobj_t: their objects with probes */

typedef struct pobj {
	int po_pid;
	dev_t po_dev;
	ino_t po_ino;
} pobj_t;
static int all_done;		/* every process read */

/* Argument types from D provider definitions (dt_probecat_usdt_define). */
typedef struct udef {
	const char *ud_prov;
	const char *ud_name;	/* D name (a-b) */
	int ud_nargs;
	const char **ud_types;
	int ud_nxargs;		/* -1: no output arguments */
	const char **ud_xtypes;
	uint8_t *ud_map;
} udef_t;

static dt_vec_t defs;		/* udef_t, for state_pc */

static void state_for(dt_probecat_t *pc);
static void apply_def(dt_probe_t *prp);
static uobj_t *
obj_get(const char *path, const struct stat *st)
{
	uobj_t *o;
	char err[256];

	for (o = objs; o != NULL; o = o->uo_next)
		if (o->uo_dev == st->st_dev && o->uo_ino == st->st_ino)
			return o;
	o = dt_xcalloc(1, sizeof(*o));
	o->uo_dev = st->st_dev;
	o->uo_ino = st->st_ino;
	if (dt_usdt_read(path, &o->uo_notes, &o->uo_nnotes, err,
	    sizeof(err)) != 0)
		o->uo_nnotes = 0;
	o->uo_next = objs;
	objs = o;
	return o;
}

/* ------------------------------------------------- objects of a process */

typedef struct plist {
	dt_vec_t pl_paths;	/* char * (malloc'ed) */
	dt_vec_t pl_ids;	/* struct stat, same index */
} plist_t;

static int
plist_add(plist_t *pl, const char *path)
{
	struct stat st;
	size_t i;

	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
		return 0;
	for (i = 0; i < pl->pl_ids.len; i++) {
		struct stat *s = &DT_VEC_AT(&pl->pl_ids, struct stat, i);

		if (s->st_dev == st.st_dev && s->st_ino == st.st_ino)
			return 0;
	}
	DT_VEC_PUSH(&pl->pl_paths, char *, dt_xstrdup(path));
	DT_VEC_PUSH(&pl->pl_ids, struct stat, st);
	return 1;
}

static const char *const libdirs[] = {
	"/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib64",
	"/usr/lib64", "/lib", "/usr/lib", "/usr/local/lib", NULL
};

/* Add the libraries 'path' needs, recursively (new ones only). */
static void
add_needed(plist_t *pl, const char *path, int depth)
{
	char *needed[64], rpath[1024] = "", origin[512], *dir;
	int n = 0, fd, i;
	Elf *e;
	Elf_Scn *scn = NULL;

	if (depth > 8 || (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return;
	elf_version(EV_CURRENT);
	if ((e = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL) {
		close(fd);
		return;
	}
	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *d;
		size_t k;

		if (gelf_getshdr(scn, &sh) == NULL ||
		    sh.sh_type != SHT_DYNAMIC ||
		    (d = elf_getdata(scn, NULL)) == NULL || sh.sh_entsize == 0)
			continue;
		for (k = 0; k < sh.sh_size / sh.sh_entsize; k++) {
			GElf_Dyn dy;
			const char *s;

			if (gelf_getdyn(d, (int)k, &dy) == NULL)
				break;
			if (dy.d_tag != DT_NEEDED && dy.d_tag != DT_RPATH &&
			    dy.d_tag != DT_RUNPATH)
				continue;
			s = elf_strptr(e, sh.sh_link, dy.d_un.d_val);
			if (s == NULL)
				continue;
			if (dy.d_tag == DT_NEEDED) {
				if (n < 64)
					needed[n++] = dt_xstrdup(s);
			} else {
				snprintf(rpath + strlen(rpath),
				    sizeof(rpath) - strlen(rpath), "%s%s",
				    rpath[0] ? ":" : "", s);
			}
		}
	}
	elf_end(e);
	close(fd);
	snprintf(origin, sizeof(origin), "%s", path);
	if ((dir = strrchr(origin, '/')) != NULL)
		*dir = '\0';
	for (i = 0; i < n; i++) {
		char cand[1024], *rp = dt_xstrdup(rpath), *tok, *save = NULL;
		int found = 0, j;

		if (strchr(needed[i], '/') != NULL) {
			found = 1;
			if (plist_add(pl, needed[i]))
				add_needed(pl, needed[i], depth + 1);
		}
		for (tok = strtok_r(rp, ":", &save); tok != NULL && !found;
		    tok = strtok_r(NULL, ":", &save)) {
			if (strncmp(tok, "$ORIGIN", 7) == 0)
				snprintf(cand, sizeof(cand), "%s%s/%s", origin,
				    tok + 7, needed[i]);
			else if (strncmp(tok, "${ORIGIN}", 9) == 0)
				snprintf(cand, sizeof(cand), "%s%s/%s", origin,
				    tok + 9, needed[i]);
			else
				snprintf(cand, sizeof(cand), "%s/%s", tok,
				    needed[i]);
			if (access(cand, R_OK) == 0) {
				found = 1;
				if (plist_add(pl, cand))
					add_needed(pl, cand, depth + 1);
			}
		}
		for (j = 0; libdirs[j] != NULL && !found; j++) {
			snprintf(cand, sizeof(cand), "%s/%s", libdirs[j],
			    needed[i]);
			if (access(cand, R_OK) == 0) {
				found = 1;
				if (plist_add(pl, cand))
					add_needed(pl, cand, depth + 1);
			}
		}
		free(rp);
		free(needed[i]);
	}
}

/* The ELF objects of process 'pid' (0 when it is gone). */
static int
proc_objects(int pid, plist_t *pl)
{
	char path[64], line[4096], exe[4096], self[4096];
	FILE *f;
	ssize_t n, m;

	snprintf(path, sizeof(path), "/proc/%d/exe", pid);
	if ((n = readlink(path, exe, sizeof(exe) - 1)) <= 0)
		return 0;		/* gone, or a kernel thread */
	exe[n] = '\0';
	/* a -c target not yet past its exec runs our own binary */
	if ((m = readlink("/proc/self/exe", self, sizeof(self) - 1)) > 0) {
		self[m] = '\0';
		if (strcmp(self, exe) == 0)
			return 0;
	}
	snprintf(path, sizeof(path), "/proc/%d/maps", pid);
	if ((f = fopen(path, "r")) == NULL)
		return 0;
	while (fgets(line, sizeof(line), f) != NULL) {
		char *p = strchr(line, '/');
		size_t len;

		if (p == NULL)
			continue;
		len = strlen(p);
		if (len > 0 && p[len - 1] == '\n')
			p[--len] = '\0';
		if (len > 10 && strcmp(p + len - 10, " (deleted)") == 0)
			continue;
		plist_add(pl, p);
	}
	fclose(f);
	if (plist_add(pl, exe) || pl->pl_paths.len > 0)
		add_needed(pl, exe, 0);
	return 1;
}

/* ------------------------------------------------------------- probes */

/*
 * The probes of object 'o' in process 'pid': one per (provider, function,
 * name); the further sites of a name repeated in a function (inlined or
 * duplicated code) become its pr_usites.
 */
static void
add_probes(dt_probecat_t *pc, int pid, const char *path, uobj_t *o)
{
	const char *base = strrchr(path, '/');
	char *mod, *upath, prov[256];
	dt_probe_t **made;
	int i, j;

	base = base != NULL ? base + 1 : path;
	mod = dt_probecat_strdup(pc, base);
	upath = dt_probecat_strdup(pc, path);
	made = dt_xcalloc((size_t)o->uo_nnotes, sizeof(*made));
	for (i = 0; i < o->uo_nnotes; i++) {
		const dt_usdt_note_t *n = &o->uo_notes[i];
		char *dname;
		dt_probe_t *prp;
		const char **types;
		dt_uarg_t *args;

		args = dt_probecat_alloc(pc, sizeof(dt_uarg_t) *
		    (size_t)(n->un_nargs ? n->un_nargs : 1));
		memcpy(args, n->un_args, sizeof(dt_uarg_t) *
		    (size_t)n->un_nargs);
		for (j = 0; j < i; j++) {
			const dt_usdt_note_t *m = &o->uo_notes[j];

			if (made[j] != NULL && made[j]->pr_nargs ==
			    n->un_nargs && strcmp(m->un_prov, n->un_prov) == 0 &&
			    strcmp(m->un_name, n->un_name) == 0 &&
			    strcmp(m->un_func, n->un_func) == 0)
				break;
		}
		if (j < i) {
			/* another site of probe made[j] */
			dt_probe_t *p0 = made[j];
			dt_usite_t *us = dt_probecat_alloc(pc,
			    sizeof(dt_usite_t) * (size_t)(p0->pr_nusites + 1));

			if (p0->pr_nusites > 0)
				memcpy(us, p0->pr_usites, sizeof(dt_usite_t) *
				    (size_t)p0->pr_nusites);
			us[p0->pr_nusites].us_off = n->un_off;
			us[p0->pr_nusites].us_vaddr = n->un_pc;
			us[p0->pr_nusites].us_args = args;
			p0->pr_usites = us;
			p0->pr_nusites++;
			continue;
		}
		dname = dt_usdt_dname(n->un_name);
		snprintf(prov, sizeof(prov), "%s%d", n->un_prov, pid);
		prp = dt_probecat_add(pc, dt_probecat_strdup(pc, prov), mod,
		    dt_probecat_strdup(pc, n->un_func),
		    dt_probecat_strdup(pc, dname));
		free(dname);
		made[i] = prp;
		prp->pr_attach = DT_ATTACH_UPROBE;
		prp->pr_argstyle = DT_ARGS_USDT;
		prp->pr_upath = upath;
		prp->pr_uoff = n->un_off;
		prp->pr_urefctr = n->un_semoff;
		prp->pr_upid = pid;
		prp->pr_uvaddr = n->un_pc;
		prp->pr_uauxsem = aux_semoff(o, n);
		prp->pr_nargs = n->un_nargs;
		prp->pr_uargs = args;
		types = dt_probecat_alloc(pc, sizeof(char *) *
		    (size_t)(n->un_nargs ? n->un_nargs : 1));
		for (j = 0; j < n->un_nargs; j++)
			types[j] = n->un_args[j].ua_signed ? "int64_t" :
			    "uint64_t";
		prp->pr_argtypes = types;
		apply_def(prp);
	}
	free(made);
}

/*
 * Read process 'pid' once.  'named': a description names it (NAME<pid>),
 * or it is a -c/-p target: it is then made ready first (proc.c: a -c
 * process runs to its entry point, a -p one is stopped).
 */
static void read_pid(dt_probecat_t *pc, int pid);

static void
enumerate_pid(dt_probecat_t *pc, int pid, int named)
{
	size_t i;

	for (i = 0; i < pids_done.len; i++)
		if (DT_VEC_AT(&pids_done, int, i) == pid)
			return;
	DT_VEC_PUSH(&pids_done, int, pid);
	if ((named || dt_proc_registered(pid)) && dt_proc_prepare(pid) != 0)
		return;
	read_pid(pc, pid);
}

/* Add the probes of the objects of 'pid' not read yet. */
static void
read_pid(dt_probecat_t *pc, int pid)
{
	plist_t pl;
	size_t i, k;

	dt_vec_init(&pl.pl_paths, sizeof(char *));
	dt_vec_init(&pl.pl_ids, sizeof(struct stat));
	if (proc_objects(pid, &pl)) {
		for (i = 0; i < pl.pl_paths.len; i++) {
			const char *p = DT_VEC_AT(&pl.pl_paths, char *, i);
			struct stat *st = &DT_VEC_AT(&pl.pl_ids, struct stat,
			    i);
			uobj_t *o = obj_get(p, st);
			pobj_t po;

			if (o->uo_nnotes == 0)
				continue;
			for (k = 0; k < objs_done.len; k++) {
				pobj_t *d = &DT_VEC_AT(&objs_done, pobj_t, k);

				if (d->po_pid == pid && d->po_dev ==
				    st->st_dev && d->po_ino == st->st_ino)
					break;
			}
			if (k < objs_done.len)
				continue;
			po.po_pid = pid;
			po.po_dev = st->st_dev;
			po.po_ino = st->st_ino;
			DT_VEC_PUSH(&objs_done, pobj_t, po);
			add_probes(pc, pid, p, o);
		}
	}
	for (i = 0; i < pl.pl_paths.len; i++)
		free(DT_VEC_AT(&pl.pl_paths, char *, i));
	dt_vec_release(&pl.pl_paths);
	dt_vec_release(&pl.pl_ids);
}

void
dt_usdt_refresh(dt_probecat_t *pc, int pid)
{
	size_t i;

	state_for(pc);
	for (i = 0; i < pids_done.len; i++)
		if (DT_VEC_AT(&pids_done, int, i) == pid) {
			read_pid(pc, pid);
			return;
		}
	enumerate_pid(pc, pid, 0);	/* a process started later */
}

int
dt_usdt_startoff(const char *path, uint64_t *off)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), r = -1, interp = 0;
	uint64_t va = 0, init = 0;
	Elf *e;
	GElf_Ehdr eh;
	Elf_Scn *scn = NULL;
	size_t i, n;

	if (fd < 0)
		return -1;
	elf_version(EV_CURRENT);
	if ((e = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL ||
	    gelf_getehdr(e, &eh) == NULL || elf_getphdrnum(e, &n) != 0)
		goto out;
	for (i = 0; i < n; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(e, (int)i, &ph) != NULL &&
		    ph.p_type == PT_INTERP)
			interp = 1;
	}
	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *d;
		size_t k;

		if (gelf_getshdr(scn, &sh) == NULL ||
		    sh.sh_type != SHT_DYNAMIC || sh.sh_entsize == 0 ||
		    (d = elf_getdata(scn, NULL)) == NULL)
			continue;
		for (k = 0; k < sh.sh_size / sh.sh_entsize; k++) {
			GElf_Dyn dy;

			if (gelf_getdyn(d, (int)k, &dy) != NULL &&
			    dy.d_tag == DT_INIT)
				init = dy.d_un.d_ptr;
		}
	}
	/* a program: its entry point; a library: its DT_INIT function */
	va = eh.e_type == ET_EXEC || interp ? eh.e_entry : init;
	for (i = 0; va != 0 && i < n; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(e, (int)i, &ph) != NULL &&
		    ph.p_type == PT_LOAD && (ph.p_flags & PF_X) &&
		    va >= ph.p_vaddr && va < ph.p_vaddr + ph.p_filesz) {
			*off = va - ph.p_vaddr + ph.p_offset;
			r = 0;
		}
	}
out:
	if (e != NULL)
		elf_end(e);
	close(fd);
	return r;
}

/* The providers other files serve: never USDT ones. */
static const char *const fixed[] = {
	"dtrace", "syscall", "profile", "tick", "sdt", "tracepoint", "fbt",
	"proc", "sched", "io", "ip", "tcp", "udp", "vminfo", "sysinfo",
	"lockstat", "rawtp", "pid", NULL
};

void
dt_usdt_enumerate(dt_probecat_t *pc, const char *prov)
{
	size_t len = strlen(prov), d = len;
	int i;

	state_for(pc);
	if (len == 0 || all_done)
		return;		/* "" would read every process: not done */
	if (dt_glob_has_meta(prov)) {
		DIR *dir = opendir("/proc");
		struct dirent *de;

		all_done = 1;
		while (dir != NULL && (de = readdir(dir)) != NULL) {
			char *end;
			long pid = strtol(de->d_name, &end, 10);

			if (*end == '\0' && pid > 0 && pid != getpid())
				enumerate_pid(pc, (int)pid, 0);
		}
		if (dir != NULL)
			closedir(dir);
		return;
	}
	while (d > 0 && isdigit((unsigned char)prov[d - 1]))
		d--;
	if (d == len || d == 0)
		return;
	for (i = 0; fixed[i] != NULL; i++)
		if (strlen(fixed[i]) == d && strncmp(fixed[i], prov, d) == 0)
			return;
	enumerate_pid(pc, atoi(prov + d), 1);
}

/* --------------------------------------------- provider definitions */

static void
state_for(dt_probecat_t *pc)
{
	if (state_pc == pc)
		return;
	if (pids_done.esize != 0)
		dt_vec_release(&pids_done);
	if (objs_done.esize != 0)
		dt_vec_release(&objs_done);
	dt_vec_init(&objs_done, sizeof(pobj_t));
	if (defs.esize != 0)
		dt_vec_release(&defs);
	dt_vec_init(&pids_done, sizeof(int));
	dt_vec_init(&defs, sizeof(udef_t));
	all_done = 0;
	state_pc = pc;
}

/* Does usdt probe 'prp' (provider NAME<pid>) belong to provider 'prov'? */
static int
prov_is(const dt_probe_t *prp, const char *prov)
{
	size_t n = strlen(prov);
	const char *p = prp->pr_prov + n;

	if (strncmp(prp->pr_prov, prov, n) != 0 || *p == '\0')
		return 0;
	while (isdigit((unsigned char)*p))
		p++;
	return *p == '\0';
}

static void
apply_def(dt_probe_t *prp)
{
	size_t i;

	for (i = 0; i < defs.len; i++) {
		udef_t *d = &DT_VEC_AT(&defs, udef_t, i);

		if (prov_is(prp, d->ud_prov) &&
		    strcmp(prp->pr_name, d->ud_name) == 0 &&
		    d->ud_nargs == prp->pr_nargs) {
			prp->pr_argtypes = d->ud_types;
			if (d->ud_nxargs >= 0) {
				prp->pr_xargtypes = d->ud_xtypes;
				prp->pr_argmap = d->ud_map;
				prp->pr_nxargs = d->ud_nxargs;
			}
		}
	}
}

void
dt_probecat_usdt_define(dt_probecat_t *pc, const char *prov,
    const char *name, int nargs, const char *const *types, int nxargs,
    const char *const *xtypes, const uint8_t *map)
{
	udef_t d;
	char *dn = dt_usdt_dname(name);
	uint32_t id, n;
	int i;

	state_for(pc);
	d.ud_prov = dt_probecat_strdup(pc, prov);
	d.ud_name = dt_probecat_strdup(pc, dn);
	free(dn);
	d.ud_nargs = nargs;
	d.ud_types = dt_probecat_alloc(pc, sizeof(char *) *
	    (size_t)(nargs ? nargs : 1));
	for (i = 0; i < nargs; i++)
		d.ud_types[i] = dt_probecat_strdup(pc, types[i]);
	d.ud_nxargs = nxargs;
	d.ud_xtypes = NULL;
	d.ud_map = NULL;
	if (nxargs >= 0) {
		d.ud_xtypes = dt_probecat_alloc(pc, sizeof(char *) *
		    (size_t)(nxargs + 1));
		d.ud_map = dt_probecat_alloc(pc, (size_t)nxargs + 1);
		for (i = 0; i < nxargs; i++) {
			d.ud_xtypes[i] = dt_probecat_strdup(pc, xtypes[i]);
			d.ud_map[i] = map[i];
		}
	}
	DT_VEC_PUSH(&defs, udef_t, d);
	/* the probes made already (without enumerating anything more) */
	n = dt_probecat_count(pc);
	for (id = 1; id <= n; id++) {
		const dt_probe_t *prp = dt_probecat_lookup_id(pc, id);

		if (prp != NULL && prp->pr_argstyle == DT_ARGS_USDT)
			apply_def((dt_probe_t *)prp);
	}
}

/* ------------------------------------------------- extra semaphores */

/*
 * Some sites are only reached while another probe's semaphore is up:
 * CPython 3.11 reports function entries from its tracing dispatch, which
 * runs only while something traces (the line probe's semaphore counts).
 * Such a probe gets that semaphore's file offset (pr_uauxsem); the
 * runtime raises it in the process while the probe is attached
 * (runtime/usdtsem.c).
 */
static const struct {
	const char *ax_prov, *ax_name, *ax_needs;
} auxsems[] = {
	{ "python", "function__entry", "line" },
	{ NULL, NULL, NULL }
};

/* File offset of the semaphore 'o' needs besides note 'n', 0 if none. */
static uint64_t
aux_semoff(const uobj_t *o, const dt_usdt_note_t *n)
{
	int i, j;

	for (i = 0; auxsems[i].ax_prov != NULL; i++) {
		if (strcmp(auxsems[i].ax_prov, n->un_prov) != 0 ||
		    strcmp(auxsems[i].ax_name, n->un_name) != 0)
			continue;
		for (j = 0; j < o->uo_nnotes; j++)
			if (strcmp(o->uo_notes[j].un_prov, n->un_prov) == 0 &&
			    strcmp(o->uo_notes[j].un_name,
			    auxsems[i].ax_needs) == 0)
				return o->uo_notes[j].un_semoff;
	}
	return 0;
}
