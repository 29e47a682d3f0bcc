/*
 * Only scalars may be stored through a pointer: a whole struct may not.
 * @@noroot
 * @@args: -e
 */
struct pt {
	int x, y;
};

BEGIN
{
	this->p = (struct pt *)alloca(sizeof (struct pt));
	*this->p = *this->p;
}
