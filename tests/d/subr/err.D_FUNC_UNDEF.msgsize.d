/* msgsize() has no Linux meaning (no STREAMS): refused at compile time */
BEGIN
{
	trace(msgsize(0));
}
