/*
 * lltostr() of INT64_MIN and -1 in every kind of base: decimal keeps
 * the sign (negating INT64_MIN gives itself, printed as its magnitude),
 * other bases print the 64-bit pattern unsigned.
 */
#pragma D option quiet
BEGIN
{
	this->min = -9223372036854775807 - 1;
	printf("[%s]\n", lltostr(this->min));
	printf("[%s]\n", lltostr(this->min, 10));
	printf("[%s]\n", lltostr(this->min, 16));
	printf("[%s]\n", lltostr(this->min, 8));
	printf("[%s]\n", lltostr(this->min, 2));
	printf("[%s]\n", lltostr(this->min, 36));
	printf("[%s] [%s]\n", lltostr(-1, 8), lltostr(-1, 36));
	printf("[%s] [%s]\n", lltostr(-10, 3), lltostr(-36, 36));
	printf("[%s] [%s]\n", lltostr(9223372036854775807, 16), lltostr(1, 16));
	exit(0);
}
