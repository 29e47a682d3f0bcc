/*
 * With -x nolibs the D library is not loaded.
 * @@noroot
 * @@args: -e -x nolibs
 */
BEGIN { trace(O_CREAT); }
