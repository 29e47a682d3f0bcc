/*
 * Seed script book-wstat.d: per-process write statistics, printa joining
 * two aggregations.  Run for one tick; only the header and the
 * trigger's line are checked.
 * @@trigger: writer 2048 4 1500
 * @@args: -q
 * @@timeout: 10
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus),
 *           section "Module 2 / Aggregations", listing scripts/dtrace/wstat.d
 * Extraction: verbatim seed text; markdown fences, page-break blank lines and
 *           the PDF line-wrap marker were removed.
 * Fixes:    none needed.
 */

#pragma D option aggsortkey
#pragma D option aggsortkeypos=0

syscall::write:entry
{
    @wbytes[pid, execname, arg0] = sum(arg2);
    @wops[pid, execname, arg0] = count();
}

tick-1s
{
    normalize(@wbytes, 1024);

    printf("%5s %12s %3s %7s %7s\n",
           "PID", "EXECNAME", "FD", "OPS", "KBYTES");
    printa("%5u %12s %3u %7@d %7@dK\n", @wops, @wbytes);
    clear(@wbytes);
}
tick-1s
{
	exit(0);
}
