/*
 * trace() of a struct and of an int array when not quiet: a hex dump
 * starting on the line after the record prefix, with the ASCII column
 * showing bytes 0x20-0x7e and '.' for the rest.
 * @@trigger: hexbytes 41422000017e7f80ff0a0d0962637a7b 01000000feffffff
 */
struct pair {
	char tag[16];
	int v[2];
};

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->p = (struct pair *)copyin(arg1, sizeof (struct pair));
	trace(*this->p);
	trace(this->p->v);
}
