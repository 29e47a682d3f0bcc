/*
 * Seed script book-stat.d, adapted to Linux (newfstatat, struct stat) compiles (its comment header follows).
 * @@noroot
 * @@args: -e
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus),
 *           section "Module 2 / Tapsets & translators", listing scripts/dtrace/stat.d
 * Extraction: verbatim seed text; markdown fences, page-break blank lines and
 *           the PDF line-wrap marker were removed.
 * Fixes:    none needed.
 * Kept as in the seed (not extraction damage, or not provably so):
 *   - syscall::newfstatat and struct stat are Solaris (32-bit stat ABI) names.
 */

struct stat_info {
    long long st_size;
};

translator struct stat_info < uintptr_t s > {
    st_size = * ((long long*) copyin(s + offsetof(struct stat, st_size),
                                     sizeof (long long)));
};

syscall::newfstatat:entry
{
    self->filename = copyinstr(arg1);
    self->statptr = arg2;
}

syscall::newfstatat:return
{
    printf("STAT %s size: %d\n", self->filename,
          xlate < struct stat_info* > (self->statptr)->st_size);
}
