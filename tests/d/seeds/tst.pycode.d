/*
 * Seed script book-pycode.h and book-pycode.d (macro expanded, no cpp) compiles (its comment header follows).
 * @@noroot
 * @@args: -Z -e
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus),
 *           section "Module 5 / Non-native languages", listing scripts/dtrace/pycode.h (D header included by pycode.d)
 * Extraction: verbatim seed text; markdown fences, page-break blank lines and
 *           the PDF line-wrap marker were removed.
 * Fixes (text-extraction damage only, each cross-checked with the book's
 *           public source repository myaut/dtrace-stap-book):
 *   - wrapped comment line joined.
 * Kept as in the seed (not extraction damage, or not provably so):
 *   - Layout matches Python 3.4 (PyCodeObject/PyUnicodeObject); later CPython versions differ.
 */


/**
 * This is forward definitions taken from Include/object.h and Include/code.h
 * to support extraction of Python 3.4 interpreter state
 */

typedef long          ssize_t;

typedef struct _object {
    /* _PyObject_HEAD_EXTRA */
    ssize_t ob_refcnt;
    struct PyObject *ob_type;
} PyObject;

/* Bytecode object */
typedef struct _code {
    PyObject base;
    int co_argcount;          /* #arguments, except *args */
    int co_kwonlyargcount;    /* #keyword only arguments */
    int co_nlocals;           /* #local variables */
    int co_stacksize;         /* #entries needed for evaluation stack */
    int co_flags;             /* CO_..., see below */
    PyObject *co_code;         /* instruction opcodes */
    PyObject *co_consts;       /* list (constants used) */
    PyObject *co_names;        /* list of strings (names used) */
    PyObject *co_varnames;     /* tuple of strings (local variable names) */
    PyObject *co_freevars;     /* tuple of strings (free variable names) */
    PyObject *co_cellvars;     /* tuple of strings (cell variable names) */
    /* The rest doesn't count for hash or comparisons */
    unsigned char *co_cell2arg; /* Maps cell vars which are arguments. */
    PyObject *co_filename;     /* unicode (where it was loaded from) */
    PyObject *co_name;         /* unicode (name, for reference) */
    int co_firstlineno;        /* first source line number */
    PyObject *co_lnotab;       /* string (encoding addr<->lineno mapping) See
                                Objects/lnotab_notes.txt for details. */
    void *co_zombieframe;      /* for optimization only (see frameobject.c) */
    PyObject *co_weakreflist;  /* to support weakrefs to code objects */
} PyCodeObject;

/**
 * Compact ASCII object from Python3 -- data starts after PyUnicodeObject -- only if compact, ascii
 * and ready flags are set
 */
typedef struct _unicode {
    PyObject base;
    ssize_t length;
    ssize_t hash;
    char flags[4];
    void* wstr;
} PyUnicodeObject;

foo$target::: {}
pid$target::PyEval_EvalCodeEx:entry {
    self->co = (PyCodeObject*) copyin(arg0, sizeof(PyCodeObject));
    trace((((PyUnicodeObject*) copyin((uintptr_t) self->co->co_filename, sizeof(PyUnicodeObject)))->flags[0] & 0xE0) ? copyinstr(((uintptr_t) self->co->co_filename) + sizeof(PyUnicodeObject)) : "<???>");
    trace((((PyUnicodeObject*) copyin((uintptr_t) self->co->co_name, sizeof(PyUnicodeObject)))->flags[0] & 0xE0) ? copyinstr(((uintptr_t) self->co->co_name) + sizeof(PyUnicodeObject)) : "<???>");
    trace(self->co->co_firstlineno);
}
