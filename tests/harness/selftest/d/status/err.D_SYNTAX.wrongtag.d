/*
 * Prints another tag than the name promises: must FAIL.
 * @@noroot
 * @@fake-errtag: D_IDENT_UNDEF
 * @@fake-exit: 1
 */
BEGIN { x = y; }
