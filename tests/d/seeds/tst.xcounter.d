/*
 * Seed script book-xcounter.d: a global counter traced each second.
 * @@timeout: 10
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus)
 *           Module 2 "Introduction": global declaration + timer clause (compare SystemTap global/function/probe)
 * Extraction: verbatim seed text (unnamed example in the seed; file name chosen here).
 * Fixes:    none needed.
 */

int xcounter;
tick-1s {
    ++xcounter;
    trace(xcounter);
}
tick-1s
/xcounter == 2/
{
	exit(0);
}
