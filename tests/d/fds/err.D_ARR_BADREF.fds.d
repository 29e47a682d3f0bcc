/*
 * fds[ ] takes one key, the file descriptor.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(fds[0, 1].fi_name); }
