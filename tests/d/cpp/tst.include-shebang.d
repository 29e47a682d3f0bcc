#!/usr/sbin/dtrace -Cs
/*
 * With an interpreter line too, quoted includes look beside the script.
 * @@args: -qC
 */
#include "inc/defs.h"

BEGIN
{
	printf("%d\n", TWICE(4));
	exit(0);
}
