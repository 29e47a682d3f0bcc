/*
 * Referencing an operand that was not given.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace($1); }
