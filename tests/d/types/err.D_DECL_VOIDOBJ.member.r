-- @@stderr --
dtrace: failed to compile script err.D_DECL_VOIDOBJ.member.d: [D_DECL_VOIDOBJ] line 6: cannot have void member: v
