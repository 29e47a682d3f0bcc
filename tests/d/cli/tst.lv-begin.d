/*
 * -lv lists the probe, then its stability attributes and argument types
 * (docs/output.md §12.2); BEGIN has no arguments.
 * @@args: -lv
 */
BEGIN
{
}
