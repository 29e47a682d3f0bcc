/*
 * @@args come before -s, the @@trigger becomes -c; the .r.p filter
 * replaces the trigger directory.
 * @@noroot
 * @@args: -q -x 'strsize=8 x'
 * @@trigger: sleeper 10 0
 * @@fake-args
 */
BEGIN { exit(0); }
