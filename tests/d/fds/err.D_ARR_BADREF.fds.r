-- @@stderr --
dtrace: failed to compile script err.D_ARR_BADREF.fds.d: [D_ARR_BADREF] line 6: fds[ ] takes one key
