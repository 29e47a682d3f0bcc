/*
 * profile samples of the target speculated into one speculation (on
 * whatever CPUs they fire), committed when the target exits: the counts
 * of samples recorded and printed agree (ten, the target runs long
 * enough for that).  The target's pid runs as "dtrace" until its exec,
 * so samples before it are left out.
 * @@trigger: spin 3000
 */
#pragma D option quiet
#pragma D option nspec=1

BEGIN
{
	s = speculation();
	n = 0;
}

profile-197
/pid == $target && execname == "spin" && n < 10/
{
	n++;
	speculate(s);
	printf("sample in %s\n", execname);
}

proc:::exit
/pid == $target/
{
	commit(s);
}

proc:::exit
/pid == $target/
{
	printf("samples %d\n", n);
}
