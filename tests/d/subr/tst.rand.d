/*
 * rand() is an int; ten calls in one clause are not all the same
 * value (a fixed sequence would be).
 */
#pragma D option quiet
BEGIN
{
	this->a = rand();
	n = (rand() != this->a) + (rand() != this->a) + (rand() != this->a) +
	    (rand() != this->a) + (rand() != this->a) + (rand() != this->a) +
	    (rand() != this->a) + (rand() != this->a) + (rand() != this->a);
	printf("%d %d\n", sizeof (rand()), n > 0);
	exit(0);
}
