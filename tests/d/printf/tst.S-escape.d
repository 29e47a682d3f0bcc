/*
 * %S prints a string with C escapes: \a \b \f \n \r \t \v \" \\ by name,
 * other bytes outside '!'..'~' (except the blank) as three octal
 * digits, and the terminating NUL as \0.  %C escapes one character.
 */
#pragma D option quiet
BEGIN
{
	printf("[%S]\n", "a b\tc\nd\\e\"f");
	printf("[%S]\n", "\a\b\f\r\v");
	printf("[%S]\n", "\001\177\200\377~!");
	printf("[%S]\n", "");
	printf("[%10S] [%-10S]\n", "a\tb", "a\tb");
	printf("[%C%C%C%C%C]\n", 'a', '\n', ' ', '\\', 1);
	printf("[%C] [%C]\n", (char)-1, 0x7e);
	exit(0);
}
