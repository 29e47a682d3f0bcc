/*
 * sys.d - basic definitions: NULL and common C typedefs not built into
 * the compiler.
 * Part of dtrace's D library: every program sees these declarations.
 */

inline void *NULL = (void *)0;

typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef long long offset_t;
typedef long long loff_t;
typedef uint32_t ipaddr_t;
