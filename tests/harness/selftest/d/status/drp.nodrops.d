/*
 * A drp.* test that reports no drop: must FAIL.
 * @@noroot
 */
tick-1ms { trace(1); }
