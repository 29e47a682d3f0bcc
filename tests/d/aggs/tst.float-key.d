/*
 * Floats as aggregation and associative array keys: DTrace keys them
 * by their bits.  The default output prints a key as the integer of its
 * size (the double 3.14159, the float -2.5); printa() with %e/%f
 * conversions prints the values.
 * @@args: -q
 * @@trigger: hexbytes 6e861bf0f9210940 000020c0
 */
syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->d = (double *)copyin(arg1, 8);
	this->f = (float *)copyin(arg1 + 8, 4);
	@d[*this->d] = count();
	@f[*this->f] = count();
	@fd[*this->f, *this->d] = sum(2);
	a[*this->f] = 5;
	printf("a[] = %d\n", a[*this->f]);
	exit(0);
}

END
{
	printa(@d);
	printa(@f);
	printa("%e %f %@d\n", @fd);
	printa("%g: %@d\n", @d);
}
