lwp-create by main thread
lwp-start in the new thread
lwp-exit in the new thread

