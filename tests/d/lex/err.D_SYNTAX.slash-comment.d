/*
 * "//" is not a D comment without -C (illumos and Oracle): at the outer
 * scope it is two "/" tokens, a syntax error.
 * @@noroot
 * @@args: -e
 */
// a C++ comment
BEGIN
{
	exit(0);
}
