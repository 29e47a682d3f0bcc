/*
 * Comments do not nest.
 * @@noroot
 * @@args: -e
 */
/* outer /* inner */ BEGIN { exit(0); }
