/*
 * The .r.p filter masks numbers that change from run to run.
 * @@noroot
 * @@fake-out: pid 4242 at 1234567
 */
BEGIN { printf("pid %d at %d\n", pid, timestamp); exit(0); }
