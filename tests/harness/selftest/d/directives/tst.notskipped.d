/*
 * Its .x script exits 1: the test runs.
 * @@noroot
 */
BEGIN { exit(0); }
