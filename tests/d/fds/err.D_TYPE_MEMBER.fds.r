-- @@stderr --
dtrace: failed to compile script err.D_TYPE_MEMBER.fds.d: [D_TYPE_MEMBER] line 6: fi_nope is not a member of struct fileinfo
