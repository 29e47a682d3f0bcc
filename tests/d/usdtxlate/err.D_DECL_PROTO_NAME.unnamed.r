-- @@stderr --
dtrace: failed to compile script err.D_DECL_PROTO_NAME.unnamed.d: [D_DECL_PROTO_NAME] line 9: parameter declaration requires a name: parameter #1
