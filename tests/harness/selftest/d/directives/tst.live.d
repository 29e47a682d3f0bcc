/*
 * Not marked noroot: a live test, skipped by --no-live or without root.
 */
BEGIN { exit(0); }
