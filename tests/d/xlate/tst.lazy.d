/*
 * Only the referenced member is evaluated: a faulting member is harmless until used.
 * @@args: -q
 */
struct two { int good; int bad; };
translator struct two < struct task_struct *T > {
	good = T->tgid;
	bad = ((struct task_struct *)0)->tgid;
};
BEGIN
{
	printf("%d\n", xlate<struct two *>(curthread)->good == pid);
	exit(0);
}
