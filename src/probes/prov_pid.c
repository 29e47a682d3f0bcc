/*
 * prov_pid.c - the pid provider: user function entry, return and
 * instruction-offset probes of one process, on uprobes (docs/providers.md,
 * pid; attachment in runtime/uprobe.c, bpf/prog.h "Uprobes").
 *
 * Probes are made when a description names provider pid<N>: the objects
 * mapped in process N (/proc/N/maps) whose names match the module field
 * are read with libelf (.symtab and .dynsym functions, IFUNCs included),
 * and entry/return probes are created for the functions the function
 * field matches, or an offset probe when the name is a hex number; an
 * empty or glob name on a single named function also makes a probe for
 * each of its instructions (capstone decodes them), as illumos does.
 *
 * IFUNC symbols (glibc's strlen, memcpy...) name a resolver that runs once
 * at load time; the process calls whatever the resolver returned.  That
 * address is read from the process's relocated memory: the GOT slot of the
 * object's own R_X86_64_IRELATIVE relocation for the resolver, else a
 * resolved GLOB_DAT/JUMP_SLOT slot of another object importing the name.
 * When neither exists (a lazily bound import not called yet) the resolver
 * is called in the stopped process (proc.c dt_proc_call); only if that is
 * impossible (the process is not under our ptrace) or the code is outside
 * the object (the vDSO's time()) does the probe stay on the resolver.
 *
 * Return probes are uretprobes: arg1 is rax, arg0 (illumos: offset of the
 * returning instruction) is -1 because a uretprobe fires after the return,
 * not at the instruction; tail calls out of the function are not seen as
 * returns (the callee's return comes back to our caller directly, and the
 * uretprobe fires then).  Entry probes have arg0..arg5 from registers and
 * arg6..arg9 from the stack; there are no typed args[].
 *
 * A process made by -c is run to its entry point (libraries mapped and
 * relocated) before its symbols are read: dt_proc_prepare() (proc.c).
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "proc.h"
#include "prov.h"

#ifndef R_X86_64_GLOB_DAT
#define R_X86_64_GLOB_DAT	6
#define R_X86_64_JUMP_SLOT	7
#endif
#ifndef R_X86_64_IRELATIVE
#define R_X86_64_IRELATIVE	37
#endif

/* ------------------------------------------------------------ ELF files */

typedef struct usym {
	const char *us_name;
	uint64_t us_value;	/* link-time address */
	uint64_t us_size;
	int us_ifunc;
} usym_t;

typedef struct urel {
	uint64_t ur_off;	/* link-time address of the slot */
	uint64_t ur_addend;
	const char *ur_sym;	/* GLOB_DAT/JUMP_SLOT: symbol name */
	int ur_type;
} urel_t;

typedef struct useg {
	uint64_t sg_vaddr, sg_memsz, sg_off, sg_filesz;
	int sg_exec;
} useg_t;

typedef struct uelf {
	const char *ue_path;
	int ue_ok;		/* an ELF file we could read */
	usym_t *ue_syms;	/* functions, by address */
	size_t ue_nsyms;
	dt_htab_t ue_byname;	/* name -> usym_t * */
	urel_t *ue_rels;
	size_t ue_nrels;
	useg_t *ue_segs;
	int ue_nsegs;
} uelf_t;

/* A mapping of /proc/PID/maps. */
typedef struct pmap {
	uint64_t pm_start, pm_end, pm_off;
	int pm_exec;
	const char *pm_path;
} pmap_t;

/* An object mapped in a process. */
typedef struct pobj {
	const char *po_path;
	const char *po_base;	/* basename: the module name */
	int po_exe;		/* the main executable (a.out) */
	uelf_t *po_elf;
} pobj_t;

typedef struct pproc {
	int pp_pid;
	const char *pp_prov;	/* "pid123" */
	pmap_t *pp_maps;
	int pp_nmaps;
	pobj_t *pp_objs;
	int pp_nobjs;
} pproc_t;

static struct {
	int init;
	dt_arena_t arena;	/* ELF caches, maps */
	dt_htab_t elves;	/* path -> uelf_t * */
	dt_vec_t elfv;		/* uelf_t * (to free) */
	dt_htab_t made;		/* "pid/path/func/name" -> probe */
	dt_vec_t procs;		/* pproc_t * */
	char why[128];		/* why the last description made nothing */
	int why_warned;		/* offset probes unavailable: said so */
} pid;

static void
pid_init(void)
{
	if (pid.init)
		return;
	pid.init = 1;
	dt_arena_init(&pid.arena);
	dt_htab_init(&pid.elves);
	dt_htab_init(&pid.made);
	dt_vec_init(&pid.elfv, sizeof(uelf_t *));
	dt_vec_init(&pid.procs, sizeof(pproc_t *));
	(void)elf_version(EV_CURRENT);
}

static int
usym_cmp(const void *a, const void *b)
{
	const usym_t *x = a, *y = b;

	if (x->us_value != y->us_value)
		return x->us_value < y->us_value ? -1 : 1;
	return strcmp(x->us_name, y->us_name);
}

/* Functions of one symbol table section into 'v' (names not yet seen). */
static void
read_syms(uelf_t *ue, Elf *e, Elf_Scn *scn, GElf_Shdr *sh, Elf_Data *versym,
    dt_vec_t *v, dt_htab_t *seen)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t n, i;

	if (d == NULL || sh->sh_entsize == 0)
		return;
	n = sh->sh_size / sh->sh_entsize;
	for (i = 1; i < n; i++) {
		GElf_Sym s;
		const char *name;
		int t;
		usym_t *us;

		if (gelf_getsym(d, (int)i, &s) == NULL)
			continue;
		t = GELF_ST_TYPE(s.st_info);
		if ((t != STT_FUNC && t != STT_GNU_IFUNC) ||
		    s.st_shndx == SHN_UNDEF || s.st_value == 0)
			continue;
		/* a non-default version (memcpy@GLIBC_2.2.5): not the one
		   the name binds to */
		if (versym != NULL && i * 2 + 2 <= versym->d_size &&
		    (((const uint16_t *)versym->d_buf)[i] & 0x8000))
			continue;
		name = elf_strptr(e, sh->sh_link, s.st_name);
		if (name == NULL || *name == '\0' ||
		    dt_htab_get(seen, name) != NULL)
			continue;
		name = dt_arena_strdup(&pid.arena, name);
		dt_htab_put(seen, name, (void *)1);
		us = dt_vec_push(v);
		us->us_name = name;
		us->us_value = s.st_value;
		us->us_size = s.st_size;
		us->us_ifunc = t == STT_GNU_IFUNC;
	}
	(void)ue;
}

static void
read_rels(Elf *e, Elf_Scn *scn, GElf_Shdr *sh, dt_vec_t *v)
{
	Elf_Data *d = elf_getdata(scn, NULL), *sd;
	Elf_Scn *sscn = elf_getscn(e, sh->sh_link);
	GElf_Shdr ssh;
	size_t n, i;

	if (d == NULL || sh->sh_entsize == 0)
		return;
	sd = sscn != NULL ? elf_getdata(sscn, NULL) : NULL;
	if (sscn == NULL || gelf_getshdr(sscn, &ssh) == NULL)
		sd = NULL;
	n = sh->sh_size / sh->sh_entsize;
	for (i = 0; i < n; i++) {
		GElf_Rela r;
		GElf_Sym s;
		int t;
		urel_t *ur;

		if (gelf_getrela(d, (int)i, &r) == NULL)
			continue;
		t = (int)GELF_R_TYPE(r.r_info);
		if (t != R_X86_64_IRELATIVE && t != R_X86_64_GLOB_DAT &&
		    t != R_X86_64_JUMP_SLOT)
			continue;
		ur = dt_vec_push(v);
		ur->ur_off = r.r_offset;
		ur->ur_addend = (uint64_t)r.r_addend;
		ur->ur_type = t;
		if (t != R_X86_64_IRELATIVE && sd != NULL &&
		    gelf_getsym(sd, (int)GELF_R_SYM(r.r_info), &s) != NULL) {
			const char *nm = elf_strptr(e, ssh.sh_link, s.st_name);

			if (nm != NULL && *nm != '\0')
				ur->ur_sym = dt_arena_strdup(&pid.arena, nm);
		}
	}
}

static uelf_t *
uelf_get(const char *path)
{
	uelf_t *ue = dt_htab_get(&pid.elves, path);
	dt_vec_t syms, rels;
	dt_htab_t seen;
	Elf_Scn *scn = NULL;
	Elf_Data *versym = NULL;
	GElf_Ehdr eh;
	size_t i, nph;
	Elf *e;
	int fd, pass;

	if (ue != NULL)
		return ue;
	ue = dt_arena_alloc(&pid.arena, sizeof(*ue));
	memset(ue, 0, sizeof(*ue));
	ue->ue_path = dt_arena_strdup(&pid.arena, path);
	dt_htab_init(&ue->ue_byname);
	dt_htab_put(&pid.elves, ue->ue_path, ue);
	DT_VEC_PUSH(&pid.elfv, uelf_t *, ue);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return ue;
	e = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (e == NULL || elf_kind(e) != ELF_K_ELF || gelf_getehdr(e, &eh) ==
	    NULL || elf_getphdrnum(e, &nph) != 0) {
		if (e != NULL)
			elf_end(e);
		close(fd);
		return ue;
	}
	ue->ue_segs = dt_arena_alloc(&pid.arena, sizeof(useg_t) * (nph + 1));
	for (i = 0; i < nph; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(e, (int)i, &ph) == NULL ||
		    ph.p_type != PT_LOAD)
			continue;
		ue->ue_segs[ue->ue_nsegs].sg_vaddr = ph.p_vaddr;
		ue->ue_segs[ue->ue_nsegs].sg_memsz = ph.p_memsz;
		ue->ue_segs[ue->ue_nsegs].sg_off = ph.p_offset;
		ue->ue_segs[ue->ue_nsegs].sg_filesz = ph.p_filesz;
		ue->ue_segs[ue->ue_nsegs].sg_exec = (ph.p_flags & PF_X) != 0;
		ue->ue_nsegs++;
	}
	dt_vec_init(&syms, sizeof(usym_t));
	dt_vec_init(&rels, sizeof(urel_t));
	dt_htab_init(&seen);
	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) != NULL &&
		    sh.sh_type == SHT_GNU_versym)
			versym = elf_getdata(scn, NULL);
	}
	/* .symtab first (it has the local functions), then .dynsym */
	for (pass = 0; pass < 2; pass++) {
		scn = NULL;
		while ((scn = elf_nextscn(e, scn)) != NULL) {
			GElf_Shdr sh;

			if (gelf_getshdr(scn, &sh) == NULL)
				continue;
			if (pass == 0 && sh.sh_type == SHT_SYMTAB)
				read_syms(ue, e, scn, &sh, NULL, &syms, &seen);
			else if (pass == 1 && sh.sh_type == SHT_DYNSYM)
				read_syms(ue, e, scn, &sh, versym, &syms,
				    &seen);
			else if (pass == 1 && sh.sh_type == SHT_RELA)
				read_rels(e, scn, &sh, &rels);
		}
	}
	dt_htab_release(&seen);
	if (syms.len > 1)
		qsort(syms.data, syms.len, sizeof(usym_t), usym_cmp);
	ue->ue_nsyms = syms.len;
	ue->ue_syms = dt_arena_alloc(&pid.arena, sizeof(usym_t) *
	    (syms.len + 1));
	if (syms.len)
		memcpy(ue->ue_syms, syms.data, sizeof(usym_t) * syms.len);
	for (i = 0; i < ue->ue_nsyms; i++)
		dt_htab_put(&ue->ue_byname, ue->ue_syms[i].us_name,
		    &ue->ue_syms[i]);
	ue->ue_nrels = rels.len;
	ue->ue_rels = dt_arena_alloc(&pid.arena, sizeof(urel_t) *
	    (rels.len + 1));
	if (rels.len)
		memcpy(ue->ue_rels, rels.data, sizeof(urel_t) * rels.len);
	dt_vec_release(&syms);
	dt_vec_release(&rels);
	ue->ue_ok = 1;
	elf_end(e);
	close(fd);
	return ue;
}

/* File offset of link-time address 'va', or -1. */
static int64_t
uelf_fileoff(const uelf_t *ue, uint64_t va)
{
	int i;

	for (i = 0; i < ue->ue_nsegs; i++) {
		const useg_t *sg = &ue->ue_segs[i];

		if (va >= sg->sg_vaddr && va < sg->sg_vaddr + sg->sg_filesz)
			return (int64_t)(va - sg->sg_vaddr + sg->sg_off);
	}
	return -1;
}

/* ------------------------------------------------------------- processes */

static void
proc_read_maps(pproc_t *pp)
{
	char path[64], line[PATH_MAX + 256], exe[PATH_MAX];
	dt_vec_t maps, objs;
	ssize_t n;
	FILE *f;
	int i, k;

	snprintf(path, sizeof(path), "/proc/%d/exe", pp->pp_pid);
	n = readlink(path, exe, sizeof(exe) - 1);
	exe[n > 0 ? n : 0] = '\0';
	snprintf(path, sizeof(path), "/proc/%d/maps", pp->pp_pid);
	pp->pp_nmaps = pp->pp_nobjs = 0;
	if ((f = fopen(path, "r")) == NULL)
		return;
	dt_vec_init(&maps, sizeof(pmap_t));
	dt_vec_init(&objs, sizeof(pobj_t));
	while (fgets(line, sizeof(line), f) != NULL) {
		unsigned long long s, e, off;
		char perms[8], *p, *nl;
		pmap_t *pm;
		int used = 0;

		if (sscanf(line, "%llx-%llx %7s %llx %*s %*s %n", &s, &e, perms,
		    &off, &used) < 4 || used == 0)
			continue;
		p = line + used;
		if ((nl = strchr(p, '\n')) != NULL)
			*nl = '\0';
		if (*p != '/' || strstr(p, " (deleted)") != NULL)
			continue;
		pm = dt_vec_push(&maps);
		pm->pm_start = s;
		pm->pm_end = e;
		pm->pm_off = off;
		pm->pm_exec = perms[2] == 'x';
		pm->pm_path = dt_arena_strdup(&pid.arena, p);
	}
	fclose(f);
	pp->pp_nmaps = (int)maps.len;
	pp->pp_maps = dt_arena_alloc(&pid.arena, sizeof(pmap_t) *
	    (maps.len + 1));
	if (maps.len)
		memcpy(pp->pp_maps, maps.data, sizeof(pmap_t) * maps.len);
	/* objects: paths with executable mappings, in address order */
	for (i = 0; i < pp->pp_nmaps; i++) {
		pmap_t *pm = &pp->pp_maps[i];
		pobj_t *po;
		const char *sl;

		if (!pm->pm_exec)
			continue;
		for (k = 0; k < (int)objs.len; k++)
			if (strcmp(DT_VEC_AT(&objs, pobj_t, k).po_path,
			    pm->pm_path) == 0)
				break;
		if (k < (int)objs.len)
			continue;
		po = dt_vec_push(&objs);
		po->po_path = pm->pm_path;
		sl = strrchr(pm->pm_path, '/');
		po->po_base = sl != NULL ? sl + 1 : pm->pm_path;
		po->po_exe = strcmp(pm->pm_path, exe) == 0;
	}
	pp->pp_nobjs = (int)objs.len;
	pp->pp_objs = dt_arena_alloc(&pid.arena, sizeof(pobj_t) *
	    (objs.len + 1));
	if (objs.len)
		memcpy(pp->pp_objs, objs.data, sizeof(pobj_t) * objs.len);
	dt_vec_release(&maps);
	dt_vec_release(&objs);
}

static pproc_t *
proc_get_g(dt_probecat_t *pc, int p, int grab)
{
	pproc_t *pp;
	size_t i;

	for (i = 0; i < pid.procs.len; i++) {
		pp = DT_VEC_AT(&pid.procs, pproc_t *, i);
		if (pp->pp_pid == p)
			return pp;
	}
	pp = dt_arena_alloc(&pid.arena, sizeof(*pp));
	memset(pp, 0, sizeof(*pp));
	pp->pp_pid = p;
	pp->pp_prov = dt_arena_printf(dt_probecat_arena(pc), "pid%d", p);
	DT_VEC_PUSH(&pid.procs, pproc_t *, pp);
	/* a -c process is run to its entry point first (proc.c) */
	if (grab)
		dt_proc_prepare(p);
	proc_read_maps(pp);
	return pp;
}

static pproc_t *
proc_get(dt_probecat_t *pc, int p)
{
	return proc_get_g(pc, p, 1);
}

/* Process address of file offset 'off' of 'path', 0 if unmapped. */
static uint64_t
proc_addr(const pproc_t *pp, const char *path, uint64_t off)
{
	int i;

	for (i = 0; i < pp->pp_nmaps; i++) {
		const pmap_t *pm = &pp->pp_maps[i];

		if (strcmp(pm->pm_path, path) == 0 && off >= pm->pm_off &&
		    off < pm->pm_off + (pm->pm_end - pm->pm_start))
			return pm->pm_start + (off - pm->pm_off);
	}
	return 0;
}

/* The object and file offset of process address 'addr' (exec maps). */
static const pmap_t *
proc_map_of(const pproc_t *pp, uint64_t addr)
{
	int i;

	for (i = 0; i < pp->pp_nmaps; i++)
		if (addr >= pp->pp_maps[i].pm_start &&
		    addr < pp->pp_maps[i].pm_end && pp->pp_maps[i].pm_exec)
			return &pp->pp_maps[i];
	return NULL;
}

static int
proc_read64(const pproc_t *pp, uint64_t addr, uint64_t *v)
{
	char path[64];
	int fd;
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/%d/mem", pp->pp_pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	n = pread(fd, v, 8, (off_t)addr);
	close(fd);
	return n == 8 ? 0 : -1;
}

/* Value of the slot at link-time address 'va' of object 'po'. */
static int
slot_value(const pproc_t *pp, const pobj_t *po, uint64_t va, uint64_t *v)
{
	int64_t off = uelf_fileoff(po->po_elf, va);
	uint64_t a;

	if (off < 0 || (a = proc_addr(pp, po->po_path, (uint64_t)off)) == 0)
		return -1;
	return proc_read64(pp, a, v);
}

/*
 * The file offset in 'po' of the code IFUNC 'us' resolved to in this
 * process, or -1 when it cannot be told.
 */
static int64_t
ifunc_target(const pproc_t *pp, const pobj_t *po, const usym_t *us)
{
	const uelf_t *ue = po->po_elf;
	uint64_t v = 0;
	const pmap_t *pm;
	size_t i;
	int k, found = 0;

	for (i = 0; i < ue->ue_nrels && !found; i++)
		if (ue->ue_rels[i].ur_type == R_X86_64_IRELATIVE &&
		    ue->ue_rels[i].ur_addend == us->us_value &&
		    slot_value(pp, po, ue->ue_rels[i].ur_off, &v) == 0)
			found = 1;
	for (k = 0; k < pp->pp_nobjs && !found; k++) {
		const pobj_t *o = &pp->pp_objs[k];

		if (o->po_elf == NULL || o == po)
			continue;
		for (i = 0; i < o->po_elf->ue_nrels && !found; i++) {
			const urel_t *ur = &o->po_elf->ue_rels[i];

			if (ur->ur_type == R_X86_64_IRELATIVE ||
			    ur->ur_sym == NULL ||
			    strcmp(ur->ur_sym, us->us_name) != 0 ||
			    slot_value(pp, o, ur->ur_off, &v) != 0)
				continue;
			/* resolved into 'po' (not a lazy PLT stub) */
			pm = proc_map_of(pp, v);
			if (pm != NULL && strcmp(pm->pm_path, po->po_path) == 0)
				found = 1;
		}
	}
	if (!found) {
		/*
		 * Not resolved in this process yet (a lazily bound import
		 * not called so far): ask the resolver, as the dynamic
		 * linker would, by calling it in the stopped process.
		 */
		int64_t off = uelf_fileoff(ue, us->us_value);
		uint64_t ra = off < 0 ? 0 : proc_addr(pp, po->po_path,
		    (uint64_t)off);

		if (ra == 0 || dt_proc_call(pp->pp_pid, ra, &v) != 0)
			return -1;
	}
	if ((pm = proc_map_of(pp, v)) == NULL ||
	    strcmp(pm->pm_path, po->po_path) != 0)
		return -1;
	return (int64_t)(v - pm->pm_start + pm->pm_off);
}

/* ---------------------------------------------------------------- probes */

/* Does module pattern 'pat' name object 'po' (docs/providers.md, pid)? */
static int
mod_match(const char *pat, const pobj_t *po)
{
	const char *bt, *p;
	size_t n, pl;

	if (*pat == '\0')
		return 1;
	if (strncmp(pat, "LM", 2) == 0 && (bt = strchr(pat, '`')) != NULL)
		pat = bt + 1;
	if (dt_glob_has_meta(pat))
		return dt_glob_match(pat, po->po_base) ||
		    dt_glob_match(pat, po->po_path) ||
		    (po->po_exe && dt_glob_match(pat, "a.out"));
	if (strcmp(pat, "a.out") == 0)
		return po->po_exe;
	if (strcmp(pat, po->po_path) == 0 || strcmp(pat, po->po_base) == 0)
		return 1;
	pl = strlen(pat);
	n = strcspn(po->po_base, ".");
	if (pl == n && strncmp(pat, po->po_base, n) == 0)
		return 1;
	/* old-style libc-2.31.so */
	for (p = po->po_base; (p = strchr(p, '-')) != NULL; p++)
		if (isdigit((unsigned char)p[1])) {
			return (size_t)(p - po->po_base) == pl &&
			    strncmp(pat, po->po_base, pl) == 0;
		}
	return 0;
}

/* Is 'name' an instruction offset ("1c")?  Sets *off. */
static int
hex_name(const char *name, uint64_t *off)
{
	const char *p;
	char *end;

	if (*name == '\0')
		return 0;
	for (p = name; *p != '\0'; p++)
		if (!isxdigit((unsigned char)*p))
			return 0;
	errno = 0;
	*off = strtoull(name, &end, 16);
	return errno == 0 && *end == '\0';
}

typedef struct pfunc {
	const pobj_t *pf_obj;
	const usym_t *pf_sym;
	int64_t pf_off;		/* file offset of the code, -1 unknown */
	uint64_t pf_size;	/* bytes, 0 unknown */
} pfunc_t;

/*
 * Can a uprobe go on the instruction at file offset 'off' of 'path'?  The
 * kernel refuses instructions with lock or segment-override prefixes and
 * a few opcodes (int3, int n, into): such functions have no probes.
 */
static int
uprobe_ok(const char *path, uint64_t off)
{
	unsigned char b[16];
	int fd, i;
	ssize_t n;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	n = pread(fd, b, sizeof(b), (off_t)off);
	close(fd);
	if (n <= 0)
		return 0;
	for (i = 0; i < n; i++) {
		switch (b[i]) {
		case 0x26: case 0x2e: case 0x36: case 0x3e:	/* segment */
		case 0xf0:					/* lock */
			return 0;
		case 0x64: case 0x65: case 0x66: case 0x67:
		case 0xf2: case 0xf3:
			continue;
		default:
			break;
		}
		break;
	}
	if (i < n && b[i] >= 0x40 && b[i] <= 0x4f)
		i++;				/* REX */
	if (i >= n)
		return 0;
	switch (b[i]) {
	/* invalid in 64-bit mode, VEX/EVEX-encoded, or traps */
	case 0x06: case 0x07: case 0x0e: case 0x16: case 0x17: case 0x1e:
	case 0x1f: case 0x27: case 0x2f: case 0x37: case 0x3f: case 0x60:
	case 0x61: case 0x62: case 0x82: case 0x9a: case 0xc4: case 0xc5:
	case 0xcc: case 0xcd: case 0xce: case 0xd4: case 0xd5: case 0xd6:
	case 0xea: case 0xf1: case 0xf4:
		return 0;
	case 0x0f:	/* ud2, sysenter, sysexit */
		return i + 1 < n && b[i + 1] != 0x0b && b[i + 1] != 0x34 &&
		    b[i + 1] != 0x35;
	default:
		return 1;
	}
}

static void
make_probe(dt_probecat_t *pc, pproc_t *pp, const pfunc_t *pf,
    const char *name, uint64_t insoff, int ret)
{
	char *key;
	dt_probe_t *prp;

	key = dt_arena_printf(&pid.arena, "%d\n%s\n%s\n%s", pp->pp_pid,
	    pf->pf_obj->po_path, pf->pf_sym->us_name, name);
	if (dt_htab_get(&pid.made, key) != NULL)
		return;
	dt_htab_put(&pid.made, key, (void *)1);
	/* a return probe needs the entry instruction too (uretprobes
	   plant a uprobe at the entry) */
	if (!uprobe_ok(pf->pf_obj->po_path, (uint64_t)pf->pf_off + insoff))
		return;
	prp = dt_probecat_add(pc, pp->pp_prov, pf->pf_obj->po_base,
	    pf->pf_sym->us_name, dt_probecat_strdup(pc, name));
	dt_htab_put(&pid.made, key, prp);
	prp->pr_attach = ret ? DT_ATTACH_URETPROBE : DT_ATTACH_UPROBE;
	prp->pr_argstyle = ret ? DT_ARGS_URETPROBE : DT_ARGS_UPROBE;
	prp->pr_upath = pf->pf_obj->po_path;
	prp->pr_uoff = (uint64_t)pf->pf_off + insoff;
	prp->pr_upid = pp->pp_pid;
}

static void
func_probes(dt_probecat_t *pc, pproc_t *pp, const pobj_t *po,
    const usym_t *us, const char *name, int one_func)
{
	pfunc_t pf;
	uint64_t off;
	const char *why;

	pf.pf_obj = po;
	pf.pf_sym = us;
	pf.pf_size = us->us_size;
	pf.pf_off = -1;
	if (us->us_ifunc) {
		pf.pf_off = ifunc_target(pp, po, us);
		pf.pf_size = 0;		/* of the resolver, not the code */
		if (pf.pf_off >= 0) {
			const usym_t *impl = NULL;
			size_t i;

			/* the implementation's own symbol gives its size */
			for (i = 0; i < po->po_elf->ue_nsyms; i++)
				if (uelf_fileoff(po->po_elf,
				    po->po_elf->ue_syms[i].us_value) ==
				    pf.pf_off)
					impl = &po->po_elf->ue_syms[i];
			if (impl != NULL)
				pf.pf_size = impl->us_size;
		}
	}
	if (pf.pf_off < 0)
		pf.pf_off = uelf_fileoff(po->po_elf, us->us_value);
	if (pf.pf_off < 0)
		return;
	if (*name == '\0' || dt_glob_has_meta(name)) {
		uint64_t *offs;
		size_t n, i;

		if (*name == '\0' || dt_glob_match(name, "entry"))
			make_probe(pc, pp, &pf, "entry", 0, 0);
		if (*name == '\0' || dt_glob_match(name, "return"))
			make_probe(pc, pp, &pf, "return", 0, 1);
		/* every instruction, for one named function */
		if (!one_func)
			return;
		if ((why = dt_pid_insn_unavailable()) != NULL) {
			snprintf(pid.why, sizeof(pid.why), "%s", why);
			if (!pid.why_warned++)
				fprintf(stderr, "%s: pid provider: %s\n",
				    dt_progname, why);
			return;
		}
		offs = dt_pid_insn_starts(po->po_path, (uint64_t)pf.pf_off,
		    pf.pf_size, &n);
		for (i = 0; i < n; i++) {
			char hex[32];

			snprintf(hex, sizeof(hex), "%llx",
			    (unsigned long long)offs[i]);
			if (*name == '\0' || dt_glob_match(name, hex))
				make_probe(pc, pp, &pf, hex, offs[i], 0);
		}
		free(offs);
		return;
	}
	if (strcmp(name, "entry") == 0)
		make_probe(pc, pp, &pf, "entry", 0, 0);
	else if (strcmp(name, "return") == 0)
		make_probe(pc, pp, &pf, "return", 0, 1);
	else if (hex_name(name, &off) && off != 0 && off < pf.pf_size &&
	    (why = dt_pid_insn_unavailable()) != NULL)
		snprintf(pid.why, sizeof(pid.why), "%s", why);
	else if (hex_name(name, &off) && off < pf.pf_size &&
	    !dt_pid_insn_boundary(po->po_path, (uint64_t)pf.pf_off,
	    pf.pf_size, off))
		snprintf(pid.why, sizeof(pid.why), "offset 0x%llx is not on an "
		    "instruction boundary", (unsigned long long)off);
	else if (hex_name(name, &off) && off < pf.pf_size) {
		char canon[32];

		snprintf(canon, sizeof(canon), "%llx",
		    (unsigned long long)off);
		make_probe(pc, pp, &pf, canon, off, 0);
	}
}

void
dt_pid_enumerate(dt_probecat_t *pc, const char *prov, const char *mod,
    const char *func, const char *name)
{
	const char *p;
	pproc_t *pp;
	long v;
	int k;

	if (strncmp(prov, "pid", 3) != 0 || prov[3] == '\0')
		return;
	for (p = prov + 3; *p != '\0'; p++)
		if (!isdigit((unsigned char)*p))
			return;
	v = strtol(prov + 3, NULL, 10);
	if (v <= 0 || v > INT_MAX)
		return;
	pid_init();
	pid.why[0] = '\0';
	pp = proc_get(pc, (int)v);
	for (k = 0; k < pp->pp_nobjs; k++) {
		pobj_t *po = &pp->pp_objs[k];
		size_t i;

		if (!mod_match(mod, po))
			continue;
		if (po->po_elf == NULL)
			po->po_elf = uelf_get(po->po_path);
		if (!po->po_elf->ue_ok)
			continue;
		if (*func != '\0' && !dt_glob_has_meta(func)) {
			const usym_t *us = dt_htab_get(&po->po_elf->ue_byname,
			    func);

			if (us != NULL)
				func_probes(pc, pp, po, us, name, 1);
			continue;
		}
		for (i = 0; i < po->po_elf->ue_nsyms; i++) {
			const usym_t *us = &po->po_elf->ue_syms[i];

			if (*func == '\0' || dt_glob_match(func, us->us_name))
				func_probes(pc, pp, po, us, name, 0);
		}
	}
}

const char *
dt_pid_unavailable(const char *prov)
{
	if (!pid.init || strncmp(prov, "pid", 3) != 0 || pid.why[0] == '\0')
		return NULL;
	return pid.why;
}

int
dt_pid_mod_match(const char *pat, const dt_probe_t *prp)
{
	pobj_t po;
	const char *sl;
	size_t i;

	if (*pat == '\0' || strcmp(pat, prp->pr_mod) == 0)
		return 1;
	if (prp->pr_upath == NULL)
		return dt_glob_match(pat, prp->pr_mod);
	memset(&po, 0, sizeof(po));
	po.po_path = prp->pr_upath;
	sl = strrchr(po.po_path, '/');
	po.po_base = sl != NULL ? sl + 1 : po.po_path;
	for (i = 0; i < pid.procs.len; i++) {
		const pproc_t *pp = DT_VEC_AT(&pid.procs, pproc_t *, i);
		int k;

		if (pp->pp_pid != prp->pr_upid)
			continue;
		for (k = 0; k < pp->pp_nobjs; k++)
			if (strcmp(pp->pp_objs[k].po_path, po.po_path) == 0)
				po.po_exe = pp->pp_objs[k].po_exe;
	}
	return mod_match(pat, &po);
}

void
dt_pid_refresh(int p)
{
	size_t i;

	for (i = 0; pid.init && i < pid.procs.len; i++)
		if (DT_VEC_AT(&pid.procs, pproc_t *, i)->pp_pid == p)
			proc_read_maps(DT_VEC_AT(&pid.procs, pproc_t *, i));
}

int
dt_pid_rtld(dt_probecat_t *pc, int p, const char **path, uint64_t *off)
{
	size_t i;
	int k;

	/* a process only usdt descriptions named (stopped by then, not
	   grabbed): read it now */
	pid_init();
	(void)proc_get_g(pc, p, 0);
	for (i = 0; pid.init && i < pid.procs.len; i++) {
		pproc_t *pp = DT_VEC_AT(&pid.procs, pproc_t *, i);

		if (pp->pp_pid != p)
			continue;
		for (k = 0; k < pp->pp_nobjs; k++) {
			pobj_t *po = &pp->pp_objs[k];
			const usym_t *us;
			int64_t fo;

			if (strncmp(po->po_base, "ld-", 3) != 0 &&
			    strncmp(po->po_base, "ld.", 3) != 0)
				continue;
			if (po->po_elf == NULL)
				po->po_elf = uelf_get(po->po_path);
			us = dt_htab_get(&po->po_elf->ue_byname,
			    "_dl_debug_state");
			if (us == NULL || (fo = uelf_fileoff(po->po_elf,
			    us->us_value)) < 0)
				continue;
			*path = po->po_path;
			*off = (uint64_t)fo;
			return 0;
		}
	}
	return -1;
}

void
dt_pid_release(void)
{
	size_t i;

	if (!pid.init)
		return;
	for (i = 0; i < pid.elfv.len; i++)
		dt_htab_release(&DT_VEC_AT(&pid.elfv, uelf_t *, i)->ue_byname);
	dt_vec_release(&pid.elfv);
	dt_vec_release(&pid.procs);
	dt_htab_release(&pid.elves);
	dt_htab_release(&pid.made);
	dt_arena_release(&pid.arena);
	memset(&pid, 0, sizeof(pid));
}
