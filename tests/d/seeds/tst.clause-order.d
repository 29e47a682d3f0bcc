/*
 * Seed script book-clause-order.d compiles (empty clauses, two descriptions).
 * @@noroot
 * @@args: -e
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus)
 *           Module 2 "Probes": several descriptions per clause; "First probe body going in script executes first."
 * Extraction: verbatim seed text (unnamed example in the seed; file name chosen here).
 * Fixes:    none needed.
 * Kept as in the seed (author errors / non-portable names -- useful negative tests):
 *   - Clause bodies contain only comments (empty actions).
 */

syscall::read:entry {
    /* Preparations */ }
syscall::read:entry, syscall::write:entry {
    /* Common actions for read and write */ }
