/*
 * Seed script book-openaggr.d compiles (its comment header follows);
 * $1 in "tick-$1s" replaced by 1 (the harness passes no operands).
 * @@noroot
 * @@args: -e
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus),
 *           section "Appendix A / Exercise 2 solution", listing scripts/dtrace/openaggr.d
 * Extraction: verbatim seed text; markdown fences, page-break blank lines and
 *           the PDF line-wrap marker were removed.
 * Fixes (text-extraction damage only, each cross-checked with the book's
 *           public source repository myaut/dtrace-stap-book):
 *   - printa format: the three "@" aggregation conversions were lost ("%6d %6d %d" -> "%@6d %@6d %@d").
 * Kept as in the seed (not extraction damage, or not provably so):
 *   - uses macro argument $1 inside a probe name (tick-1s); needs O_CREAT from the D library.
 */

syscall::openat*:entry
/(arg2 & O_CREAT) == O_CREAT/ {
    @create[execname, pid] = count();
}

syscall::openat*:entry
/(arg2 & O_CREAT) == 0/ {
    @open[execname, pid] = count();
}

syscall::openat*:return
/ arg1 > 0 / {
    @success[execname, pid] = count();
}



tick-1s {
    printf("%Y\n", walltimestamp);
    printf("%12s %6s %6s %6s %s\n",
        "EXECNAME", "PID", "CREATE", "OPEN", "SUCCESS");
    printa("%12s %6d %@6d %@6d %@d\n", @create, @open, @success);
    trunc(@create); trunc(@open); trunc(@success);
}
