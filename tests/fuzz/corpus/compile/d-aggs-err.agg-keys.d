/*
 * One aggregation used with two different key signatures.
 * @@noroot
 * @@args: -e
 */
BEGIN { @a[1] = count(); @a["s"] = count(); }
