/*
 * vminfo from the x86 page-fault events, arg0 the increment (1): the
 * trigger's 32 user-mode touches and the kernel's 32 faults on its read(2)
 * buffer are as_faults (missing pages of the user address space), none a
 * kernel_asflt (a kernel address); the child's writes to the 32 inherited
 * pages are copy-on-write faults, also protection faults.
 * @@trigger: faults 32
 */
#pragma D option quiet

BEGIN
{
	as = cow = prot = kas = bad = 0;
}

vminfo:::as_fault
/pid == $target/
{
	as += arg0;
	bad += arg0 != 1;
}

vminfo:::kernel_asflt
/pid == $target/
{
	kas += arg0;
}

vminfo:::cow_fault
/ppid == $target/
{
	cow += arg0;
}

vminfo:::prot_fault
/ppid == $target/
{
	prot += arg0;
}

END
{
	printf("as_fault >= 64: %d, kernel_asflt: %d, cow >= 32: %d\n",
	    as >= 64, kas, cow >= 32);
	printf("prot >= cow: %d, bad %d\n", prot >= cow, bad);
}
