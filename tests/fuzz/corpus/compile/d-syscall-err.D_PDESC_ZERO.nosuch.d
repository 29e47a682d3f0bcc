/*
 * A description that matches no probe is an error (without -Z).
 */
syscall::nosuchcall:entry { }
