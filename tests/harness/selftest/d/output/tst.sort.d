/*
 * Unordered output compared sorted because of @@sort.
 * @@noroot
 * @@sort
 * @@fake-out: c 3
 * @@fake-out: a 1
 * @@fake-out: b 2
 */
BEGIN { exit(0); }
