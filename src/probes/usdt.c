/*
 * usdt.c - USDT probe sites from ELF `.note.stapsdt` notes (usdt.h).
 *
 * A note (owner "stapsdt", type 3) holds three address-sized words (site
 * address, link-time address of the `.stapsdt.base` section, semaphore
 * address or 0) and three strings (provider, name, arguments).  When the
 * object's `.stapsdt.base` is not where the note says (the object was
 * prelinked), the difference moves the site and the semaphore.  Addresses
 * become file offsets through the PT_LOAD program headers; the function
 * of a site is the symbol (.symtab, else .dynsym) containing it.
 *
 * Arguments are x86-64 AT&T operands with a size prefix, one per argument,
 * separated by blanks: "[-]N[f]@%reg", "[-]N@$imm",
 * "[-]N@[disp](%base[,%index[,scale]])", "[-]N@sym[+-off](%rip)"; a
 * missing prefix means 8 bytes unsigned.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/base.h"
#include "usdt.h"

#define NT_STAPSDT	3

/* ------------------------------------------------------------ arguments */

/* x86-64 registers by every name, with their struct pt_regs offsets. */
static const struct {
	const char *r_name;
	int16_t r_off;
	uint8_t r_shift;
} regs[] = {
	{ "rax", 80, 0 }, { "eax", 80, 0 }, { "ax", 80, 0 }, { "al", 80, 0 },
	{ "ah", 80, 8 },
	{ "rbx", 40, 0 }, { "ebx", 40, 0 }, { "bx", 40, 0 }, { "bl", 40, 0 },
	{ "bh", 40, 8 },
	{ "rcx", 88, 0 }, { "ecx", 88, 0 }, { "cx", 88, 0 }, { "cl", 88, 0 },
	{ "ch", 88, 8 },
	{ "rdx", 96, 0 }, { "edx", 96, 0 }, { "dx", 96, 0 }, { "dl", 96, 0 },
	{ "dh", 96, 8 },
	{ "rsi", 104, 0 }, { "esi", 104, 0 }, { "si", 104, 0 },
	{ "sil", 104, 0 },
	{ "rdi", 112, 0 }, { "edi", 112, 0 }, { "di", 112, 0 },
	{ "dil", 112, 0 },
	{ "rbp", 32, 0 }, { "ebp", 32, 0 }, { "bp", 32, 0 }, { "bpl", 32, 0 },
	{ "rsp", DT_PTREGS_SP, 0 }, { "esp", DT_PTREGS_SP, 0 },
	{ "sp", DT_PTREGS_SP, 0 }, { "spl", DT_PTREGS_SP, 0 },
	{ "r8", 72, 0 }, { "r8d", 72, 0 }, { "r8w", 72, 0 }, { "r8b", 72, 0 },
	{ "r9", 64, 0 }, { "r9d", 64, 0 }, { "r9w", 64, 0 }, { "r9b", 64, 0 },
	{ "r10", 56, 0 }, { "r10d", 56, 0 }, { "r10w", 56, 0 },
	{ "r10b", 56, 0 },
	{ "r11", 48, 0 }, { "r11d", 48, 0 }, { "r11w", 48, 0 },
	{ "r11b", 48, 0 },
	{ "r12", 24, 0 }, { "r12d", 24, 0 }, { "r12w", 24, 0 },
	{ "r12b", 24, 0 },
	{ "r13", 16, 0 }, { "r13d", 16, 0 }, { "r13w", 16, 0 },
	{ "r13b", 16, 0 },
	{ "r14", 8, 0 }, { "r14d", 8, 0 }, { "r14w", 8, 0 }, { "r14b", 8, 0 },
	{ "r15", 0, 0 }, { "r15d", 0, 0 }, { "r15w", 0, 0 }, { "r15b", 0, 0 },
	{ "rip", DT_PTREGS_IP, 0 }, { "eip", DT_PTREGS_IP, 0 },
};

static int
fail(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
	return -1;
}

/* "%name" at *sp: its regs[] index, or -1. */
static int
parse_reg(const char **sp)
{
	const char *s = *sp;
	size_t n = 0, i;

	if (*s != '%')
		return -1;
	s++;
	while (isalnum((unsigned char)s[n]))
		n++;
	for (i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
		if (strlen(regs[i].r_name) == n &&
		    strncmp(regs[i].r_name, s, n) == 0) {
			*sp = s + n;
			return (int)i;
		}
	return -1;
}

/* A C integer (decimal, 0x hex, octal), optionally signed. */
static int
parse_num(const char **sp, int64_t *v)
{
	const char *s = *sp;
	char *end;
	int neg = 0;

	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	if (!isdigit((unsigned char)*s))
		return -1;
	errno = 0;
	*v = (int64_t)strtoull(s, &end, 0);
	if (errno != 0)
		return -1;
	if (neg)
		*v = -*v;
	*sp = end;
	return 0;
}

int
dt_usdt_parse_arg(const char *s, const char **endp, dt_uarg_t *ua,
    char *sym, size_t symlen, char *err, size_t errlen)
{
	const char *p = s, *at;
	int r;

	memset(ua, 0, sizeof(*ua));
	ua->ua_reg = ua->ua_index = -1;
	ua->ua_size = 8;
	ua->ua_scale = 1;
	if (symlen > 0)
		sym[0] = '\0';
	while (*p == ' ' || *p == '\t')
		p++;
	/* the size prefix: [-]N[f]@ (absent in old notes) */
	if ((at = strchr(p, '@')) != NULL && (at == p ||
	    strcspn(p, " \t") > (size_t)(at - p))) {
		const char *q = p;

		if (*q == '-') {
			ua->ua_signed = 1;
			q++;
		}
		if (*q != '1' && *q != '2' && *q != '4' && *q != '8')
			return fail(err, errlen, "bad argument size in \"%s\"",
			    s);
		ua->ua_size = (uint8_t)(*q++ - '0');
		if (*q == 'f') {
			ua->ua_float = 1;
			q++;
		}
		if (q != at)
			return fail(err, errlen, "bad argument size in \"%s\"",
			    s);
		p = at + 1;
	}
	if (*p == '%') {
		if ((r = parse_reg(&p)) < 0)
			return fail(err, errlen, "unknown register in \"%s\"",
			    s);
		ua->ua_kind = DT_UA_REG;
		ua->ua_reg = regs[r].r_off;
		ua->ua_shift = regs[r].r_shift;
		if (ua->ua_reg == DT_PTREGS_IP)
			return fail(err, errlen, "%%rip as a value in \"%s\"",
			    s);
		goto done;
	}
	if (*p == '$') {
		p++;
		if (parse_num(&p, &ua->ua_val) != 0)
			return fail(err, errlen, "bad constant in \"%s\"", s);
		ua->ua_kind = DT_UA_CONST;
		goto done;
	}
	/* memory: [disp](%base[,%index[,scale]]) */
	ua->ua_kind = DT_UA_MEM;
	if (isalpha((unsigned char)*p) || *p == '_' || *p == '.') {
		size_t n = 0;

		while (isalnum((unsigned char)p[n]) || p[n] == '_' ||
		    p[n] == '.' || p[n] == '$' || p[n] == '@')
			n++;
		if (n + 1 > symlen)
			return fail(err, errlen, "symbol too long in \"%s\"",
			    s);
		memcpy(sym, p, n);
		sym[n] = '\0';
		ua->ua_biased = 1;
		p += n;
		if ((*p == '+' || *p == '-') && parse_num(&p, &ua->ua_val) !=
		    0)
			return fail(err, errlen, "bad offset in \"%s\"", s);
	} else if (*p == '-' || *p == '+' || isdigit((unsigned char)*p)) {
		if (parse_num(&p, &ua->ua_val) != 0)
			return fail(err, errlen, "bad displacement in \"%s\"",
			    s);
	}
	if (*p == '(') {
		p++;
		if (*p == '%') {
			if ((r = parse_reg(&p)) < 0 || regs[r].r_shift != 0)
				return fail(err, errlen, "bad base register "
				    "in \"%s\"", s);
			ua->ua_reg = regs[r].r_off;
		}
		if (*p == ',') {
			p++;
			if ((r = parse_reg(&p)) < 0 || regs[r].r_shift != 0 ||
			    regs[r].r_off == DT_PTREGS_IP)
				return fail(err, errlen, "bad index register "
				    "in \"%s\"", s);
			ua->ua_index = regs[r].r_off;
			if (*p == ',') {
				p++;
				if (*p != '1' && *p != '2' && *p != '4' &&
				    *p != '8')
					return fail(err, errlen, "bad scale "
					    "in \"%s\"", s);
				ua->ua_scale = (uint8_t)(*p++ - '0');
			}
		}
		if (*p++ != ')')
			return fail(err, errlen, "missing ')' in \"%s\"", s);
		if (ua->ua_reg == DT_PTREGS_IP) {
			/* sym(%rip) is the symbol's address; a bare number
			   would be relative to the next instruction, which
			   the note does not tell */
			if (!ua->ua_biased)
				return fail(err, errlen, "%%rip-relative "
				    "operand without a symbol in \"%s\"", s);
			ua->ua_reg = -1;
		}
	} else if (!ua->ua_biased) {
		return fail(err, errlen, "bad operand \"%s\"", s);
	}
done:
	if (*p != '\0' && *p != ' ' && *p != '\t')
		return fail(err, errlen, "junk after argument in \"%s\"", s);
	*endp = p;
	return 0;
}

char *
dt_usdt_dname(const char *name)
{
	char *d = dt_xstrdup(name), *o = d;
	const char *s;

	for (s = name; *s != '\0'; s++) {
		if (s[0] == '_' && s[1] == '_') {
			*o++ = '-';
			s++;
		} else {
			*o++ = *s;
		}
	}
	*o = '\0';
	return d;
}

/* ------------------------------------------------------------ ELF files */

typedef struct fsym {
	uint64_t fs_addr;
	uint64_t fs_size;
	const char *fs_name;
} fsym_t;

typedef struct obj {
	Elf *o_elf;
	size_t o_nphdr;
	fsym_t *o_syms;		/* functions, sorted by address */
	size_t o_nsyms;
	Elf_Scn *o_symscn[2];	/* .symtab, .dynsym (or NULL) */
} obj_t;

static int
fsym_cmp(const void *a, const void *b)
{
	const fsym_t *x = a, *y = b;

	return x->fs_addr < y->fs_addr ? -1 : x->fs_addr > y->fs_addr;
}

/* File offset of address 'va', or -1 when no PT_LOAD holds it. */
static int64_t
va2off(obj_t *o, uint64_t va)
{
	size_t i;

	for (i = 0; i < o->o_nphdr; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(o->o_elf, (int)i, &ph) == NULL ||
		    ph.p_type != PT_LOAD)
			continue;
		if (va >= ph.p_vaddr && va < ph.p_vaddr + ph.p_memsz)
			return (int64_t)(va - ph.p_vaddr + ph.p_offset);
	}
	return -1;
}

static void
load_funcs(obj_t *o)
{
	size_t cap = 0;
	int t;

	for (t = 0; t < 2 && o->o_nsyms == 0; t++) {
		Elf_Scn *scn = o->o_symscn[t];
		GElf_Shdr sh;
		Elf_Data *d;
		size_t i, n;

		if (scn == NULL || gelf_getshdr(scn, &sh) == NULL ||
		    (d = elf_getdata(scn, NULL)) == NULL || sh.sh_entsize == 0)
			continue;
		n = sh.sh_size / sh.sh_entsize;
		for (i = 0; i < n; i++) {
			GElf_Sym s;
			const char *nm;

			if (gelf_getsym(d, (int)i, &s) == NULL ||
			    GELF_ST_TYPE(s.st_info) != STT_FUNC ||
			    s.st_shndx == SHN_UNDEF || s.st_value == 0 ||
			    (nm = elf_strptr(o->o_elf, sh.sh_link,
			    s.st_name)) == NULL || *nm == '\0')
				continue;
			if (o->o_nsyms == cap) {
				cap = cap ? cap * 2 : 256;
				o->o_syms = dt_xrealloc(o->o_syms,
				    cap * sizeof(fsym_t));
			}
			o->o_syms[o->o_nsyms].fs_addr = s.st_value;
			o->o_syms[o->o_nsyms].fs_size = s.st_size;
			o->o_syms[o->o_nsyms].fs_name = nm;
			o->o_nsyms++;
		}
	}
	if (o->o_nsyms > 0)
		qsort(o->o_syms, o->o_nsyms, sizeof(fsym_t), fsym_cmp);
}

/* The function containing 'pc', or "" (a stripped object's static
   functions are in no symbol table: better none than a wrong one). */
static const char *
func_of(obj_t *o, uint64_t pc)
{
	size_t lo = 0, hi = o->o_nsyms;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (o->o_syms[mid].fs_addr <= pc)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* o_syms[lo - 1] is the last symbol at or below pc; several may
	   share its address (aliases), any sized one containing pc will do */
	for (; lo > 0; lo--) {
		const fsym_t *f = &o->o_syms[lo - 1];

		if (pc < f->fs_addr + f->fs_size)
			return f->fs_name;
		if (lo < 2 || o->o_syms[lo - 2].fs_addr != f->fs_addr)
			break;
	}
	return "";
}

/* Address of symbol 'name' (any type), or 0. */
static uint64_t
sym_addr(obj_t *o, const char *name)
{
	int t;

	for (t = 0; t < 2; t++) {
		Elf_Scn *scn = o->o_symscn[t];
		GElf_Shdr sh;
		Elf_Data *d;
		size_t i, n;

		if (scn == NULL || gelf_getshdr(scn, &sh) == NULL ||
		    (d = elf_getdata(scn, NULL)) == NULL || sh.sh_entsize == 0)
			continue;
		n = sh.sh_size / sh.sh_entsize;
		for (i = 0; i < n; i++) {
			GElf_Sym s;
			const char *nm;

			if (gelf_getsym(d, (int)i, &s) == NULL ||
			    s.st_shndx == SHN_UNDEF ||
			    (nm = elf_strptr(o->o_elf, sh.sh_link,
			    s.st_name)) == NULL || strcmp(nm, name) != 0)
				continue;
			return s.st_value;
		}
	}
	return 0;
}

/* Parse the argument text of a note into n->un_args. */
static void
note_args(obj_t *o, dt_usdt_note_t *n)
{
	const char *p = n->un_argspec;
	char sym[256], err[128];

	while (*p != '\0' && n->un_nargs < DT_USDT_MAXARGS) {
		dt_uarg_t *ua = &n->un_args[n->un_nargs];
		const char *end;

		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0')
			break;
		if (dt_usdt_parse_arg(p, &end, ua, sym, sizeof(sym), err,
		    sizeof(err)) != 0) {
			/* keep the argument's place; it reads as 0 */
			memset(ua, 0, sizeof(*ua));
			ua->ua_kind = DT_UA_NONE;
			ua->ua_size = 8;
			end = p + strcspn(p, " \t");
		} else if (sym[0] != '\0') {
			uint64_t a = sym_addr(o, sym);

			if (a == 0)
				ua->ua_kind = DT_UA_NONE;
			else
				ua->ua_val += (int64_t)a;
		}
		n->un_nargs++;
		p = end;
	}
}

int
dt_usdt_read(const char *path, dt_usdt_note_t **notesp, int *nnotesp,
    char *err, size_t errlen)
{
	obj_t o;
	Elf_Scn *scn = NULL, *notescn = NULL;
	GElf_Shdr sh;
	size_t shstrndx;
	uint64_t base_actual = 0;
	int have_base = 0, fd, cap = 0, nn = 0, is64;
	dt_usdt_note_t *notes = NULL;

	*notesp = NULL;
	*nnotesp = 0;
	memset(&o, 0, sizeof(o));
	if (elf_version(EV_CURRENT) == EV_NONE)
		return fail(err, errlen, "libelf: %s", elf_errmsg(-1));
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return fail(err, errlen, "%s: %s", path, strerror(errno));
	if ((o.o_elf = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL ||
	    elf_kind(o.o_elf) != ELF_K_ELF ||
	    elf_getshdrstrndx(o.o_elf, &shstrndx) != 0 ||
	    elf_getphdrnum(o.o_elf, &o.o_nphdr) != 0) {
		if (o.o_elf != NULL)
			elf_end(o.o_elf);
		close(fd);
		return fail(err, errlen, "%s: not an ELF object", path);
	}
	is64 = gelf_getclass(o.o_elf) == ELFCLASS64;
	while ((scn = elf_nextscn(o.o_elf, scn)) != NULL) {
		const char *nm;

		if (gelf_getshdr(scn, &sh) == NULL)
			continue;
		nm = elf_strptr(o.o_elf, shstrndx, sh.sh_name);
		if (nm == NULL)
			continue;
		if (sh.sh_type == SHT_NOTE && strcmp(nm, ".note.stapsdt") == 0)
			notescn = scn;
		else if (strcmp(nm, ".stapsdt.base") == 0) {
			base_actual = sh.sh_addr;
			have_base = 1;
		} else if (sh.sh_type == SHT_SYMTAB)
			o.o_symscn[0] = scn;
		else if (sh.sh_type == SHT_DYNSYM)
			o.o_symscn[1] = scn;
	}
	if (notescn != NULL) {
		Elf_Data *d = elf_getdata(notescn, NULL);
		size_t off = 0, noff, doff;
		GElf_Nhdr nh;
		size_t w = is64 ? 8 : 4;

		load_funcs(&o);
		while (d != NULL && (off = gelf_getnote(d, off, &nh, &noff,
		    &doff)) > 0) {
			const char *desc = (const char *)d->d_buf + doff;
			const char *owner = (const char *)d->d_buf + noff;
			uint64_t word[3] = { 0, 0, 0 };
			const char *str, *lim = desc + nh.n_descsz;
			dt_usdt_note_t *n;
			int64_t fo;
			int i;

			if (nh.n_type != NT_STAPSDT || nh.n_namesz != 8 ||
			    memcmp(owner, "stapsdt", 8) != 0 ||
			    nh.n_descsz < 3 * w + 3)
				continue;
			for (i = 0; i < 3; i++) {
				if (is64) {
					uint64_t v;

					memcpy(&v, desc + 8 * i, 8);
					word[i] = v;
				} else {
					uint32_t v;

					memcpy(&v, desc + 4 * i, 4);
					word[i] = v;
				}
			}
			if (have_base && word[1] != 0) {
				word[0] += base_actual - word[1];
				if (word[2] != 0)
					word[2] += base_actual - word[1];
			}
			if ((fo = va2off(&o, word[0])) < 0)
				continue;
			if (nn == cap) {
				cap = cap ? 2 * cap : 16;
				notes = dt_xrealloc(notes, (size_t)cap *
				    sizeof(*notes));
			}
			n = &notes[nn];
			memset(n, 0, sizeof(*n));
			str = desc + 3 * w;
			n->un_prov = dt_xstrdup(str);
			str += strnlen(str, (size_t)(lim - str)) + 1;
			n->un_name = dt_xstrdup(str < lim ? str : "");
			if (str < lim)
				str += strnlen(str, (size_t)(lim - str)) + 1;
			n->un_argspec = dt_xstrdup(str < lim ? str : "");
			n->un_pc = word[0];
			n->un_off = (uint64_t)fo;
			n->un_sem = word[2];
			if (word[2] != 0) {
				int64_t so = va2off(&o, word[2]);

				n->un_semoff = so > 0 ? (uint64_t)so : 0;
			}
			n->un_func = dt_xstrdup(func_of(&o, word[0]));
			note_args(&o, n);
			nn++;
		}
	}
	free(o.o_syms);
	elf_end(o.o_elf);
	close(fd);
	*notesp = notes;
	*nnotesp = nn;
	return 0;
}

void
dt_usdt_free(dt_usdt_note_t *notes, int nnotes)
{
	int i;

	for (i = 0; i < nnotes; i++) {
		free(notes[i].un_prov);
		free(notes[i].un_name);
		free(notes[i].un_func);
		free(notes[i].un_argspec);
	}
	free(notes);
}
