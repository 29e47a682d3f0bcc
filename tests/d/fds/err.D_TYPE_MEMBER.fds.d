/*
 * fds[] elements are fileinfo_t: only its members can be named.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(fds[0].fi_nope); }
