/*
 * Exits 3: must FAIL with "exit 3, expected 0".
 * @@noroot
 * @@fake-exit: 3
 */
BEGIN { exit(3); }
