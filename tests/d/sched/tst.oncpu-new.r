on-cpu in the new thread
lwp-start after on-cpu 1

