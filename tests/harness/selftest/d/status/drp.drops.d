/*
 * Reports drops on stderr: PASS.
 * @@noroot
 * @@fake-err: dtrace: 3 drops on CPU 0
 */
tick-1ms { trace(1); }
