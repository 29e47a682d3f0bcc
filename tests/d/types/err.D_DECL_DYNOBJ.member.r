-- @@stderr --
dtrace: failed to compile script err.D_DECL_DYNOBJ.member.d: [D_DECL_DYNOBJ] line 6: cannot have dynamic member: a
