/*
 * Without -Z a description matching no probe is an error.
 * @@noroot
 * @@args: -e
 */
nosuchprov:::nosuchprobe
{
	trace(1);
}
