/*
 * A translator from an integer: the input is converted to the translator's input type.
 * @@args: -q
 */
struct stat_info { long long st_size; int st_twice; };
translator struct stat_info < uintptr_t s > {
	st_size = s + 1;
	st_twice = s * 2;
};
BEGIN
{
	self->v = 20;
	printf("%d %d\n", xlate<struct stat_info *>(self->v)->st_size,
	    xlate<struct stat_info *>(41)->st_twice);
	exit(0);
}
