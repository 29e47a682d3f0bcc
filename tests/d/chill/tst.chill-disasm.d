/*
 * -S shows chill()'s wait: bpf_loop calls passing the address of the
 * subprogram dt_chill_wait, which follows the main program's exit and
 * is marked as a subprogram (instruction numbers filtered out).
 * @@args: -e -S -w
 * @@noroot
 */
BEGIN
{
	chill(10);
}
