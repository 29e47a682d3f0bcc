/*
 * -F across providers: the pid provider's entry/return use " -> " and
 * " <- ", system calls " => " and " <= ", nested by time of firing.
 * @@args: -F
 * @@trigger: getpid_loop 1
 */
pid$target::main:entry,
pid$target::main:return,
syscall::getpid:entry,
syscall::getpid:return
/pid == $target/
{
}
