/*
 * -H lists the files cpp includes, on stderr.
 * @@noroot
 * @@args: -qCe -H
 */
#include "inc/defs.h"
BEGIN { }
