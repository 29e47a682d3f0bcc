/*
 * Reading a this-> variable before any assignment.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(this->y); }
