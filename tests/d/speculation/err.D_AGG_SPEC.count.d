/*
 * No aggregations in a speculative clause.
 * @@noroot
 * @@args: -e
 */
BEGIN { speculate(1);
@a[probefunc] = count(); }
