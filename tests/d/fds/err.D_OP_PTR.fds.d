/*
 * fds[fd] is a fileinfo_t, not a pointer to one: members with ".".
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(fds[0]->fi_name); }
