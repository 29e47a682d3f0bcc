/*
 * vminfo:::swapin has no Linux event: naming it says so.
 */
vminfo:::swapin
{
	trace(arg0);
}
