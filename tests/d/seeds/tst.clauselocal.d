/*
 * Seed script book-clauselocal.d: this-> values do not survive from entry
 * to return (a clause-local is reset for each firing).
 * @@args: -q
 * @@trigger: writer 1 1
 * @@timeout: 10
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus)
 *           Module 2 "Local variables" warning; run as: dtrace -qs clauselocal.d -c "dd if=/dev/zero of=/dev/null"
 * Extraction: verbatim seed text (unnamed example in the seed; file name chosen here).
 * Fixes:    none needed.
 * Kept as in the seed (author errors / non-portable names -- useful negative tests):
 *   - Reads this->local in a different probe than the one that set it: clause-locals are only defined within one
 *       probe firing, so the printed value is undefined -- the book uses it to show the race with several dd.
 */

int global;
this int local;

syscall::read:entry {
    this->local++;
    global++;
}
syscall::read:return {
    printf("local: %d global: %d\n", this->local, global);
}
