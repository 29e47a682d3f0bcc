/*
 * chill() cannot be done by a BPF program (no busy-wait in the kernel):
 * refused at compile time, even with -w.
 * @@args: -w
 */
BEGIN
{
	chill(1000);
}
