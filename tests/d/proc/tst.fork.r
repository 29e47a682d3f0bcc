lwp-create in parent 1, child new 1, arg1 child
create in parent 1, child new 1, arg1 parent
flags: thread 0, vm 0
start in child 1, main thread 1
lwp-start in child 1, main thread 1
exit reason 1

