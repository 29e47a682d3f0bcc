/*
 * A plain err.* test: exit 1 passes, no tag to check.
 * @@noroot
 * @@fake-exit: 1
 */
BEGIN { x = ; }
