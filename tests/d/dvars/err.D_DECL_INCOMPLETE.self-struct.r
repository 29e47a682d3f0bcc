-- @@stderr --
dtrace: failed to compile script err.D_DECL_INCOMPLETE.self-struct.d: [D_DECL_INCOMPLETE] line 6: incomplete struct/union/enum struct nosuchstruct: s
