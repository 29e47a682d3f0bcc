/*
 * A variable cannot have an incomplete struct type.
 * @@noroot
 * @@args: -e
 */
struct fwd;
struct fwd x;
