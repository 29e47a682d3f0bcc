/*
 * '*' width and precision consume an int argument before the value; a
 * negative '*' width left-adjusts.
 * @@args: -q
 */
BEGIN
{
	printf("[%*d][%-*d][%*d]\n", 5, 1, 4, 2, -5, 3);
	printf("[%.*d]\n", 3, 5);
	printf("[%*s]\n", 6, "ab");
	w = 4;
	printf("[%*d]\n", w, 9);
	exit(0);
}
