/*
 * The macros DTrace defines for cpp (Oracle's set on Linux, x86-64).
 * @@args: -qC
 */
BEGIN
{
#if defined(__linux) && defined(__unix) && defined(__SVR4) && \
    __SUNW_D == 1 && defined(__SUNW_D_64) && defined(__Linux) && \
    defined(__amd64) && defined(__x86_64)
	printf("linux\n");
#endif
#if defined(__sun) || defined(__i386) || defined(__SUNW_D_32)
	printf("wrong\n");
#endif
	printf("%x\n", __SUNW_D_VERSION);
	exit(0);
}
