/*
 * cpp failing (#error) fails the compilation with DTrace's message.
 * @@noroot
 * @@args: -C -e
 */
#error this script stops here
BEGIN { }
