/*
 * dtrace -h: a probe declared twice in a provider (names compared after
 * the __ -> - mapping, as DTrace does).
 * @@noroot
 * @@args: -h -o /dev/null
 */
provider dup {
	probe query__start(int);
	probe query__done(int);
	probe query__start(char *);
};
