/*
 * Runs past its timeout (the @@timeout: directive below): FAIL.
 * @@noroot
 * @@timeout: 1
 * @@fake-sleep: 30
 */
tick-10s { exit(0); }
