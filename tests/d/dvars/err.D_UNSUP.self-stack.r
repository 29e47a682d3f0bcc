-- @@stderr --
dtrace: failed to compile script err.D_UNSUP.self-stack.d: [D_UNSUP] line 9: stack values cannot be stored in D variables yet: k
