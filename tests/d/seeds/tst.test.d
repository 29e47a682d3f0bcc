/*
 * Seed script book-test.d runs on a target (its #! line, which also
 * sets dynvarsize, is dropped: the runner passes the options).
 * @@args: -q -x dynvarsize=64m
 * @@trigger: writer 7 3
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus)
 *           Module 1 "DTrace example": "Let's create script test.d"; run as: /root/test.d -c "dd if=/dev/zero of=/dev/null count=1"
 * Extraction: verbatim seed text (unnamed example in the seed; file name chosen here).
 * Fixes:    none needed.
 * Kept as in the seed (author errors / non-portable names -- useful negative tests):
 *   - The #! line carries several options ("-qs -x dynvarsize=64m"); Linux (like Solaris) hands them to the
 *       interpreter as ONE argument, so the consumer must split it or this file will not run as written.
 *       (A later revision of the book moved dynvarsize into a #pragma.)
 *   - The book asks: remove flowindent and -q one by one and compare the output.
 */
#pragma D option flowindent

syscall::write:entry
/pid == $target/
{
    printf("Written %d bytes\n", arg2);
}
