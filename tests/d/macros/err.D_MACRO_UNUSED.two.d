/*
 * Arguments the program never references are an error (the first one
 * not referenced is named).
 * @@noroot
 * @@args: -e 1 2 3
 */
BEGIN
{
	trace($1);
}
