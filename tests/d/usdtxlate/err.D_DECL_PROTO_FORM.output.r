-- @@stderr --
dtrace: failed to compile script err.D_DECL_PROTO_FORM.output.d: [D_DECL_PROTO_FORM] line 7: parameter is not declared in probe output prototype: count, parameter #2
