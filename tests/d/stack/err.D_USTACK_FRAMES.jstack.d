/* jstack()'s frame count must be a positive constant, as ustack()'s */
BEGIN
{
	jstack(0);
}
