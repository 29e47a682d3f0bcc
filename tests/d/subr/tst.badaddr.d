/*
 * A char * argument that cannot be read is an invalid address error
 * with that address; so is the address given to inet_ntoa().
 */
#pragma D option quiet

BEGIN
{
	trace(strjoin((char *)8, "x"));
}

BEGIN
{
	trace(strjoin("x", (char *)16));
}

BEGIN
{
	trace(toupper((char *)24));
}

BEGIN
{
	trace(inet_ntoa((void *)32));
}

BEGIN
{
	exit(0);
}
