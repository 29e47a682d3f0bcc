/*
 * index() and rindex() with needles longer than 8 characters and with
 * both strings in variables.
 */
#pragma D option quiet

BEGIN
{
	printf("%d\n", index("the quick brown fox jumps", "brown fox"));
	printf("%d\n", index("the quick brown fox jumps", "brown foxes"));
	printf("%d\n", rindex("abcdefghij-abcdefghij", "abcdefghij"));
	printf("%d\n", index("xxabcdefghijklmnopqrxx", "abcdefghijklmnopq"));
	printf("%d\n", index("xxabcdefghijklmnopqrxx", "abcdefghijklmnopx"));
	this->h = "a/b/c/d";
	this->n = "/";
	printf("%d %d\n", index(this->h, this->n), rindex(this->h, this->n));
	printf("%d %d\n", index(this->h, this->n, 2), rindex(this->h, this->n, 4));
	exit(0);
}
