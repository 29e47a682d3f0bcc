-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNDEF.self.d: [D_VAR_UNDEF] line 8: self->nope has not yet been declared or assigned
