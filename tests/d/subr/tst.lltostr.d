/*
 * lltostr(): decimal by default (signed), other bases unsigned with
 * "0x" for 16 and "0" for 8.
 */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", lltostr(-255), lltostr(255, 16),
	    lltostr(8, 8), lltostr(5, 2));
	printf("[%s] [%s]\n", lltostr(0, 16), lltostr(-1, 16));
	printf("[%s] [%s] [%s]\n", lltostr(0), lltostr(0, 8), lltostr(0, 2));
	printf("[%s]\n", lltostr(-9223372036854775807 - 1));
	printf("[%s]\n", lltostr(9223372036854775807));
	printf("[%s] [%s] [%s]\n", lltostr(35, 36), lltostr(36, 36), lltostr(255, 10));
	printf("[%s] [%s]\n", lltostr(-255, 10), lltostr(-255, 16));
	printf("[%s]\n", lltostr(-1, 2));
	this->v = 1234567;
	printf("[%s] [%s]\n", lltostr(this->v), lltostr(this->v, 8));
	exit(0);
}
