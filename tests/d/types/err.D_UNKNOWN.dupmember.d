/*
 * Two members of one struct cannot have the same name.
 * @@noroot
 * @@args: -e
 */
struct foo {
	int a;
	long a;
};
