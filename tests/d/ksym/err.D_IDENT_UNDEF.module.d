/*
 * A module-scoped symbol must exist in that module.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(nosuchmod`jiffies); }
