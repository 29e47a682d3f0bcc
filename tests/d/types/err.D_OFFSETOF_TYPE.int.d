/*
 * offsetof needs a struct or union type.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(offsetof(int, a)); }
