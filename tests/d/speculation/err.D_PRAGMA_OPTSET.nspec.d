/*
 * nspec beyond what can be allocated is an invalid value.
 * @@noroot
 * @@args: -e
 */
#pragma D option nspec=245566729809009887663

BEGIN
{
	x = speculation();
}
