/*
 * -x cpphdrs is -H: the files cpp includes, on stderr.
 * @@noroot
 * @@args: -qe -x cpp -x cpphdrs
 */
#include "inc/defs.h"
BEGIN { }
