/*
 * -x incdir=DIR is -I DIR: cpp searches it for #include <...>.
 * @@args: -q -x cpp -x incdir=inc
 */
#include <defs.h>
BEGIN
{
	printf("%s %d\n", GREETING, TWICE(4));
	exit(0);
}
