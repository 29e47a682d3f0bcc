/*
 * A backquoted name must be a kernel symbol.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(`no_such_symbol_here); }
