/*
 * #include "..." finds headers beside the script and through -I.
 * @@args: -qC -Iinc
 */
#include "inc/defs.h"
#include <defs.h>

BEGIN
{
	printf("%s %d\n", GREETING, TWICE(21));
	exit(0);
}
