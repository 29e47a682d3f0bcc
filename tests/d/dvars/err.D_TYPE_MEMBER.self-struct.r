-- @@stderr --
dtrace: failed to compile script err.D_TYPE_MEMBER.self-struct.d: [D_TYPE_MEMBER] line 9: nosuchmember is not a member of struct task_struct
