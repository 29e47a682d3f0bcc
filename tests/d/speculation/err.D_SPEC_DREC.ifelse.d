/*
 * The order rules see into if/else bodies, in text order.
 * @@noroot
 * @@args: -e
 */
BEGIN { if (timestamp) {
trace(1);
} else {
speculate(1);
} }
