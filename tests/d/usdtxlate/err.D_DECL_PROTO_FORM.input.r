-- @@stderr --
dtrace: failed to compile script err.D_DECL_PROTO_FORM.input.d: [D_DECL_PROTO_FORM] line 7: parameter is already declared in probe input prototype: n, parameter #3
