/*
 * dtrace -G: a provider name may not end in a digit (the process id is
 * appended to it to name the probes of one process).
 * @@noroot
 * @@args: -G -o /dev/null
 */
provider app2 {
	probe tick();
};
