-- @@stderr --
dtrace: failed to compile script err.D_UNSUP.self-array.d: [D_UNSUP] line 6: thread-local scalar array variables are not supported yet
