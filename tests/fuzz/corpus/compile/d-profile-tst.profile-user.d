/*
 * profile-N interrupting the spinning target in user mode:
 * arg1 is its user PC and arg0 is 0.
 * @@args: -q
 * @@trigger: spin 300
 */
int user;
int bad;

profile-997
/pid == $target && arg1 != 0/
{
	user = 1;
}

profile-997
/pid == $target && arg1 != 0 && arg0 != 0/
{
	bad++;
}

END
{
	printf("%d %d\n", user, bad);
}
