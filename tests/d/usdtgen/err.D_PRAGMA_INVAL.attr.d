/*
 * dtrace -h: #pragma D attributes with an unknown stability name.
 * @@noroot
 * @@args: -h -o /dev/null
 */
provider app {
	probe tick();
};
#pragma D attributes Evolving/Evolving/Common provider app provider
#pragma D attributes Evolving/Sometimes/Common provider app name
