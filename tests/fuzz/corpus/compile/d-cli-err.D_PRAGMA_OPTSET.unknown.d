/*
 * An unknown option in a pragma fails to compile.
 * @@noroot
 * @@args: -e
 */
#pragma D option nosuchoption
