/*
 * Seed script book-this-localvar.d compiles (typed clause-local).
 * @@noroot
 * @@args: -e
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus)
 *           Module 2 "Types and Variables / Local variables": explicit clause-local declaration
 * Extraction: verbatim seed text (unnamed example in the seed; file name chosen here).
 * Fixes:    none needed.
 * Kept as in the seed (author errors / non-portable names -- useful negative tests):
 *   - "::write:entry" omits the provider: on Solaris it matches syscall::write:entry and fbt::write:entry.
 */

this uint32_t localvar;

::write:entry {
    this->localvar = (uint32_t) arg0;
}
