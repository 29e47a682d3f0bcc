/*
 * Nor can a double variable be assigned an integer.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { d = 0; }
