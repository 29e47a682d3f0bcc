/*
 * usdt.h - reading USDT probe sites from ELF objects (usdt.c):
 * the SystemTap `.note.stapsdt` notes that <sys/sdt.h> (and our `dtrace
 * -G`) put in programs and libraries, and the argument specifications in
 * them.  Used by the usdt provider (prov_usdt.c); the argument parser is
 * exposed for the unit tests.
 */
#ifndef DT_USDT_H
#define DT_USDT_H

#include <stddef.h>
#include <stdint.h>

#include "probes.h"

#define DT_USDT_MAXARGS	12	/* sdt.h allows 12 */

typedef struct dt_usdt_note {
	char *un_prov;		/* provider as in the note ("python") */
	char *un_name;		/* probe name as in the note ("gc__start") */
	char *un_func;		/* function symbol containing the site, or
				   "" when none does */
	char *un_argspec;	/* the argument text of the note */
	uint64_t un_pc;		/* link-time address of the site (adjusted
				   for prelinking through .stapsdt.base) */
	uint64_t un_off;	/* its file offset */
	uint64_t un_sem;	/* semaphore address, 0 = none */
	uint64_t un_semoff;	/* its file offset (uprobe ref_ctr_offset) */
	int un_nargs;
	dt_uarg_t un_args[DT_USDT_MAXARGS];
} dt_usdt_note_t;

/*
 * The USDT sites of the ELF file 'path' (possibly none); *notes is a
 * malloc'ed array freed with dt_usdt_free.  -1 with a message in 'err'
 * when the file is not a readable ELF object.
 */
int dt_usdt_read(const char *path, dt_usdt_note_t **notes, int *nnotes,
    char *err, size_t errlen);
void dt_usdt_free(dt_usdt_note_t *notes, int nnotes);

/*
 * Parse one argument ("-4@%edi", "8@-16(%rbp)", "4@$5", "8@foo+8(%rip)",
 * "%rax") starting at 's'; *endp is set past it.  A symbol used as a
 * displacement is copied to 'sym' (ua_val then holds the offset added to
 * it and ua_biased is set), else sym[0] is NUL.  0 on success, -1 with a
 * message in 'err'.
 */
int dt_usdt_parse_arg(const char *s, const char **endp, dt_uarg_t *ua,
    char *sym, size_t symlen, char *err, size_t errlen);

/* D probe name of a note name: every "__" becomes "-". */
char *dt_usdt_dname(const char *name);

#endif /* DT_USDT_H */
