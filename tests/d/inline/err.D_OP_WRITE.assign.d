/*
 * An inline cannot be assigned.
 * @@noroot
 * @@args: -e
 */
inline uint64_t T = timestamp;
BEGIN { T = 2; }
