/*
 * Every string subroutine given empty strings: lengths of the results
 * (NULL results, from strchr(), strrchr() and strtok(), test equal to
 * NULL) and the numbers.
 */
#pragma D option quiet
BEGIN
{
	e = "";
	printf("%d %d %d %d\n", strlen(strjoin(e, e)), strlen(substr(e, 0)),
	    strlen(substr(e, -1, 1)), strlen(toupper(e)) + strlen(tolower(e)));
	printf("%d %d %d %d\n", index(e, e), rindex(e, e), index(e, "a"),
	    rindex(e, "a"));
	printf("%d %d %d\n", strchr(e, 'a') == NULL, strrchr(e, 'a') == NULL,
	    strtok(e, ",") == NULL);
	printf("%d %d\n", strstr(e, e) == NULL, strlen(strstr(e, e)));
	printf("[%s] [%s] [%s] %d\n", basename(e), dirname(e), cleanpath(e),
	    strtoll(e));
	printf("[%s] [%s]\n", strjoin(e, "x"), strjoin("y", e));
	exit(0);
}
