/*
 * The runner adds -x errtags, so the fake prints [D_SYNTAX]: PASS.
 * @@noroot
 * @@fake-errtag: D_SYNTAX
 * @@fake-exit: 1
 */
BEGIN { x = ; }
