/*
 * dtrace -h -o /dev/stdout: the header of a provider with string, pointer
 * and Solaris-typedef arguments, a probe without arguments and names with
 * __; clauses in the file are allowed and left out of the header.
 * @@noroot
 * @@args: -h -o /dev/stdout
 */
provider shop {
	probe order__placed(string, uint_t, struct item *);
	probe cart___empty();
	probe paid(const char *customer, caddr_t, uint64_t);
};

shop*:::order-placed
{
	trace(arg1);
}
