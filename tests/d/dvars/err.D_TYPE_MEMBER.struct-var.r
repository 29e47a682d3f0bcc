-- @@stderr --
dtrace: failed to compile script err.D_TYPE_MEMBER.struct-var.d: [D_TYPE_MEMBER] line 10: b is not a member of struct s
