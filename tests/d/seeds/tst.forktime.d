/*
 * Seed script book-forktime.d compiles (its comment header follows).
 * @@noroot
 * @@args: -Z -e
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus),
 *           section "Appendix A / Exercise 3 solution (part 2)", listing scripts/dtrace/forktime.d
 * Extraction: verbatim seed text; markdown fences, page-break blank lines and
 *           the PDF line-wrap marker were removed.
 * Fixes (text-extraction damage only, each cross-checked with the book's
 *           public source repository myaut/dtrace-stap-book):
 *   - the seed is truncated after the proc:::exec-* clause; the proc:::exit and tick-1s clauses
 *       are missing (marked where it is lost).
 */

uint64_t tm_fork_start[int];
uint64_t tm_fork_end[int];
uint64_t tm_exec_start[int];
uint64_t tm_exec_end[int];

syscall::*fork*:entry {
    self->tm_fork_start = timestamp;
}
syscall::*fork*:return
/arg1 > 0/
{
    tm_fork_start[arg1] = self->tm_fork_start;
}

proc:::start {
    tm_fork_end[pid] = timestamp;
}
proc:::exec {
    tm_exec_start[pid] = timestamp;
}
proc:::exec-* {
    tm_exec_end[pid] = timestamp;
}

/* ---- The seed text is damaged here: part of this listing is missing from the seed
   document. It is left out rather than reconstructed from elsewhere. ---- */
