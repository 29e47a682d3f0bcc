/*
 * --version prints what -V prints and exits before compiling anything.
 * @@noroot
 * @@args: --version
 */
this is not D
