/*
 * An associative array has one key signature.
 * @@noroot
 * @@args: -e
 */
BEGIN { a[1] = 1; a["x"] = 2; }
