/*
 * toupper() and tolower() map ASCII letters only.
 */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s]\n", toupper("MixEd"), tolower("MixEd"));
	printf("[%s] [%s]\n", toupper("a1-b_Z@[`{"), tolower("A1-B_z@[`{"));
	printf("[%s] [%s]\n", toupper(""), tolower(""));
	this->s = "Hello, World";
	printf("[%s] [%s]\n", toupper(this->s), tolower(this->s));
	printf("[%s]\n", tolower(toupper(execname)));
	exit(0);
}
