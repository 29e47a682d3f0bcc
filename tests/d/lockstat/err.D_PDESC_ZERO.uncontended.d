/*
 * Naming a lockstat probe that needs the uncontended lock path gives the
 * reason it does not exist here, not "does not match any probes".
 */
lockstat:::adaptive-acquire
{
	trace(arg0);
}
