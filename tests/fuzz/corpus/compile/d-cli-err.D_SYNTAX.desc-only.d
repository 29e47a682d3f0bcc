/*
 * In a script a probe description needs a predicate or actions.
 * @@noroot
 * @@args: -e
 */
BEGIN
