/*
 * -V prints the D version and exits before compiling anything.
 * @@noroot
 * @@args: -V
 */
this is not D
