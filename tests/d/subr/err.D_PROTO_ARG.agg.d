/*
 * An aggregation is no subroutine argument.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = strlen(toupper(@a)); }
