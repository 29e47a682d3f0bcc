/*
 * Seed script book-last-fop.d compiles (string-valued array, two int keys).
 * @@noroot
 * @@args: -e
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus)
 *           Module 2 "Associative arrays": typed declaration with two int keys and a string value
 * Extraction: verbatim seed text (unnamed example in the seed; file name chosen here).
 * Fixes:    none needed.
 */

string last_fop[int, int];
syscall::read:entry, syscall::write:entry {
    last_fop[pid, (int) arg0] = probefunc;
}
