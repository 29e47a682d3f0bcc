/*
 * trace() of a char array (the current task's comm) prints it as a
 * string: two blanks and 33 columns when not quiet, like a string; a
 * string longer than 33 columns is not cut.
 */
BEGIN
{
	trace(curthread->comm);
	trace("0123456789012345678901234567890123456789");
	trace("x");
	exit(0);
}
