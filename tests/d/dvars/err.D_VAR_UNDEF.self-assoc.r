-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNDEF.self-assoc.d: [D_VAR_UNDEF] line 8: self->q has not yet been declared or assigned
