/*
 * setopt() asks the option table -x uses: an option that exists but is
 * fixed once tracing has started is refused as such, whatever its kind;
 * a run-time option takes the values -x takes (stackindent is capped at
 * 1024, not refused).
 */
#pragma D option quiet

BEGIN
{
	setopt("ustackmode", "fp");
	setopt("argref");
	setopt("grabanon");
	setopt("stackindent", "1k");
	setopt("aggsortpos", "-1");
	printf("done\n");
	exit(0);
}
