-- @@stderr --
dtrace: failed to compile script err.D_TYPE_MEMBER.member.d: [D_TYPE_MEMBER] line 8: c is not a member of struct out
