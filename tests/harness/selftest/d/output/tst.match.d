/*
 * Output equals the .r file.
 * @@noroot
 * @@fake-out: hello
 * @@fake-out: world
 */
BEGIN { printf("hello\nworld\n"); exit(0); }
