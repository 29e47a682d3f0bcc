/*
 * An enumerator value must be a constant expression.
 * @@noroot
 * @@args: -e
 */
int n;
enum e { A = n };
