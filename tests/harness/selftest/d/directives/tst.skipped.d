/*
 * Its .x script exits 0: SKIP with the script's output as reason.
 * @@noroot
 * @@fake-exit: 5
 */
BEGIN { exit(0); }
