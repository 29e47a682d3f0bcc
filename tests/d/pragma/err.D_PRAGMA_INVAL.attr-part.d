/*
 * An unknown part of a provider.
 * @@noroot
 * @@args: -e
 */
#pragma D attributes Stable/Stable/Common provider myapp probes

BEGIN
{
}
