/*
 * A bad option value in a pragma fails to compile.
 * @@noroot
 * @@args: -e
 */
#pragma D option bufsize=lots
