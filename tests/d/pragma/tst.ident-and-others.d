/*
 * #pragma ident and pragmas of other families are ignored.
 * @@noroot
 * @@args: -e
 */
#pragma ident "@(#)test.d 1.1"
#pragma GCC poison foo
#pragma once

BEGIN
{
}
