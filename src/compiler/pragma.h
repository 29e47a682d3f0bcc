/*
 * pragma.h - checks of #pragma D depends_on, attributes and binding
 * (pragma.c).
 */
#ifndef DT_PRAGMA_H
#define DT_PRAGMA_H

#include "sema.h"

/*
 * Check "#pragma D word rest" when 'word' is one of the declarative
 * pragmas; returns 1 if it was one (errors through dt_cc_error), else 0.
 */
int dt_pragma_check(dt_sema_t *sm, dt_cc_t *cc, const char *word,
    const char *rest, int line);

#endif /* DT_PRAGMA_H */
