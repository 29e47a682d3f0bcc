/*
 * python:::function-entry of Debian's python3.11 (USDT, semaphore-guarded):
 * every Python function the script pyfuncs.py calls, with its file,
 * name and line, in call order.  The interpreter's own start-up functions
 * (frozen importlib, site) fire too; the .r.p keeps the script's lines and
 * cuts the directory off its path.
 * @@args: -q -c "/usr/bin/python3.11 pyfuncs.py"
 * @@timeout: 30
 */
python$target:::function-entry
{
	printf("%s %s:%d\n", copyinstr(arg0), copyinstr(arg1), arg2);
}
