/*
 * Both sections of the .r file are compared.
 * @@noroot
 * @@fake-out: out
 * @@fake-err: dtrace: warning
 */
BEGIN { exit(0); }
