/*
 * An extern declared again with another type.
 * @@noroot
 * @@args: -e
 */
extern int pid_max;
extern int pid_max;
extern long pid_max;
