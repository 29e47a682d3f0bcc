send SIGKILL to child 1
lwp-exit child 0
exit child 2
lwp-exit parent 0
exit parent 1

