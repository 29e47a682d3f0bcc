/*
 * One aggregation, two aggregating functions.
 * @@noroot
 * @@args: -e
 */
BEGIN { @a = sum(1); @a = count(); }
