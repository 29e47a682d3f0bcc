/*
 * The condition needs parentheses.
 * @@noroot
 * @@args: -e
 */
BEGIN { if 1 > 0 { x = 1; } }
