/*
 * Function pointers are values: declared, cast from and to integers,
 * compared, stored in variables and arrays.
 * @@args: -q
 */
int (*fp)(int);
void (*tab[2])(void);

BEGIN
{
	fp = (int (*)(int))0x1000;
	tab[1] = (void (*)(void))0x2000;
	printf("%x %x %d %d\n", (uint64_t)fp, (uint64_t)tab[1], fp != 0,
	    sizeof(fp));
	exit(0);
}
