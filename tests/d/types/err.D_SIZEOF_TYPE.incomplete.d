/*
 * sizeof of an incomplete struct has no value.
 * @@noroot
 * @@args: -e
 */
struct fwd;
BEGIN { trace(sizeof(struct fwd)); }
