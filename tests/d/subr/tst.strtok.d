/*
 * strtok(): a string starts a scan, 0 (NULL) continues it, even in
 * later clauses; no more tokens is NULL.
 */
#pragma D option quiet

BEGIN
{
	this->str = ",,,Carrots,,Barley,Oatmeal,,,Beans,";
	printf("[%s]\n", strtok(this->str, ","));
}

BEGIN
{
	printf("[%s]\n", strtok(0, ","));
	printf("[%s]\n", strtok(0, ","));
}

BEGIN
{
	printf("[%s]\n", strtok(0, ","));
	printf("%d\n", strtok(0, ",") == NULL);
	printf("%d\n", strtok(0, ",") == NULL);
}

BEGIN
{
	exit(0);
}
