/*
 * A member cannot have an incomplete struct type.
 * @@noroot
 * @@args: -e
 */
struct fwd;
struct foo { struct fwd f; };
